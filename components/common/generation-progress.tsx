'use client';
/**
 * The progress of a generation: a
 * progress bar and the current stage text, both taken from the server's real stage events,
 * never from a timer. Shared by the generate screen and the visitor preview.
 */
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Sparkles } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/class-names';

export interface GenerationProgressProps {
  /** 0–100, from the latest stage event (`event.percent`). */
  percent: number;
  /** The latest stage text (`event.message`), e.g. "Structuring lesson plan...". */
  message: string;
  /** Shown while true; nothing is rendered otherwise. */
  open: boolean;
  /** "overlay" covers the page with a modal panel (default); "inline" sits in the flow of the page. */
  variant?: 'overlay' | 'inline';
  /** The panel's heading. */
  title?: string;
  /**
   * Overlay only: where focus goes when the panel closes, e.g. the form's submit button. Give it
   * whenever the control that opened the panel is disabled while it is open: the browser drops
   * focus from a disabled control on its own schedule, so which element "had focus" when the
   * panel opened is then a matter of timing.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Renders an accessible progressbar (aria-valuenow = percent, aria-valuetext = the stage text)
 * and a polite live region that announces each new stage. The current stage is also exposed as
 * `data-stage` / `data-percent` on the panel for tests and styling.
 */
export function GenerationProgress({
  percent,
  message,
  open,
  variant = 'overlay',
  title = 'Creating your lesson',
  returnFocusRef,
  className,
}: GenerationProgressProps) {
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const value = Math.max(0, Math.min(100, Math.round(percent)));

  // Move focus into the modal panel so keyboard and screen-reader users stay with the progress,
  // and give it back when the panel closes: to `returnFocusRef`, else to where it was.
  useEffect(() => {
    if (!open || variant !== 'overlay') return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => {
      const target = returnFocusRef?.current ?? previous;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [open, variant, returnFocusRef]);

  if (!open) return null;

  const panel = (
    <div
      ref={panelRef}
      tabIndex={variant === 'overlay' ? -1 : undefined}
      role={variant === 'overlay' ? 'dialog' : 'region'}
      aria-modal={variant === 'overlay' ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-testid="generation-progress"
      data-stage={message}
      data-percent={value}
      className={cn(
        'w-full rounded-xl border border-line bg-white p-6 shadow-sm outline-none',
        variant === 'overlay' && 'max-w-md shadow-xl',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
          <Sparkles className="size-5 animate-pulse" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {title}
          </h2>
          <p className="text-sm text-muted">This usually takes under a minute.</p>
        </div>
      </div>
      <Progress
        value={value}
        aria-labelledby={titleId}
        getValueLabel={() => `${value}%: ${message}`}
        className="mt-5 h-2.5"
      />
      <div className="mt-3 flex items-baseline justify-between gap-3 text-sm">
        <p id={messageId} role="status" aria-live="polite" className="font-medium text-ink">
          {message}
        </p>
        <span className="shrink-0 tabular-nums text-muted" aria-hidden>
          {value}%
        </span>
      </div>
    </div>
  );

  if (variant === 'inline') return panel;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4 backdrop-blur-[2px]">{panel}</div>
  );
}
