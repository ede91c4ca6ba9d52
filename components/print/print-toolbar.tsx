'use client';
/**
 * The screen-only bar above a print page (hidden when printing): which copy this is, Print and
 * Close. Opens the print dialog once after the page has loaded unless `autoPrint` is false
 * (`?autoprint=0`, for tests and PDF rendering): printing opens a new window and prints, after a
 * 100 ms delay.
 */
import { useEffect } from 'react';
import { Printer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PRINT_VARIANTS, type PrintVariant } from '@/lib/lessons/print-variants';

/** Wait 100 ms before printing: a beat for fonts and layout to settle. */
const PRINT_DELAY_MS = 100;

export function PrintToolbar({ lessonId, variant, autoPrint }: { lessonId: string; variant: PrintVariant; autoPrint: boolean }) {
  useEffect(() => {
    if (!autoPrint) return;
    // Cleanup cancels a pending print, so a re-run (React's dev double effect) still prints once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const print = () => {
      timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    };
    if (document.readyState === 'complete') print();
    else window.addEventListener('load', print, { once: true });
    return () => {
      window.removeEventListener('load', print);
      if (timer) clearTimeout(timer);
    };
  }, [autoPrint]);

  /** Closes the print window; when the browser refuses (it was not opened by script), goes back to the lesson. */
  function close() {
    window.close();
    setTimeout(() => {
      if (!window.closed) window.location.assign(`/lessons/${encodeURIComponent(lessonId)}`);
    }, PRINT_DELAY_MS);
  }

  const label = PRINT_VARIANTS.find((v) => v.id === variant)!.label;
  return (
    <div className="print-toolbar sticky top-0 z-10 border-b border-line bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm">
          <span className="font-medium">Print preview</span>
          <span className="text-muted"> · {label}</span>
        </p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
          <Button size="sm" variant="outline" onClick={close}>
            <X aria-hidden />
            Close
          </Button>
        </div>
      </div>
    </div>
  );
}
