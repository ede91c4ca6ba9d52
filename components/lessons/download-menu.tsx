'use client';
/**
 * The lesson's Download menu: any of the five print copies as a PDF or a Word file, Premium's
 * "PDF and Word export". The format is chosen at
 * the top, then the copy. On the free plan the menu says what Premium adds and links to it; the
 * server refuses the download either way.
 */
import { useState } from 'react';
import Link from 'next/link';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Crown, Download, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '@/components/billing/use-billing';
import { ApiClientError } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { EXPORT_FORMATS, type ExportFormat } from '@/lib/constants/lessons';
import type { PrintVariant } from '@/lib/lessons/print-variants';
import { CopyItems, LessonMenu, MENU_ITEM_CLASS } from './print-menu';

const FORMAT_LABELS: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'Word (.docx)' };

/** The file name the server gives in Content-Disposition, else a fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Fetches an export and saves it; throws ApiClientError with the server's message on failure. */
async function downloadExport(lessonId: string, variant: PrintVariant, format: ExportFormat): Promise<void> {
  const query = new URLSearchParams({ variant, format });
  const res = await fetch(`/api/lessons/${encodeURIComponent(lessonId)}/export?${query}`, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiClientError(body?.error || 'Failed to download the lesson', res.status, body?.code || 'UNKNOWN');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res, `lesson-${variant}.${format}`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DownloadMenu({ lessonId }: { lessonId: string }) {
  const subscription = useSubscription();
  const allowed = subscription.data?.features.pdfWordExport ?? false;
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [busy, setBusy] = useState(false);

  async function download(variant: PrintVariant) {
    setBusy(true);
    try {
      await downloadExport(lessonId, variant, format);
    } catch (err) {
      notify.error(err instanceof ApiClientError ? err.message : 'Failed to download the lesson');
    } finally {
      setBusy(false);
    }
  }

  return (
    <LessonMenu
      trigger={
        <Button variant="outline" disabled={subscription.isPending || busy}>
          {busy ? <Spinner /> : allowed ? <Download aria-hidden /> : <Lock aria-hidden />}
          Download
          {!allowed && subscription.data && <Badge variant="premium">Premium</Badge>}
          <ChevronDown aria-hidden className="text-muted" />
        </Button>
      }
    >
      {allowed ? (
        <>
          <DropdownMenu.Label className="px-2.5 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
            Format
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={format} onValueChange={(v) => setFormat(v as ExportFormat)} className="flex gap-1 px-1.5 pb-2">
            {EXPORT_FORMATS.map((f) => (
              <DropdownMenu.RadioItem
                key={f}
                value={f}
                onSelect={(e) => e.preventDefault()}
                className="flex-1 cursor-pointer rounded-lg border border-line px-2 py-1.5 text-center text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-50 data-[state=checked]:font-medium"
              >
                {FORMAT_LABELS[f]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />
          <CopyItems heading="Download a copy" onSelect={download} />
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 px-2.5 pb-1 pt-1.5 text-sm font-medium text-ink">
            <Crown className="size-4 text-amber-500" aria-hidden />
            PDF and Word downloads
          </p>
          <p className="px-2.5 pb-2 text-sm text-muted">
            Premium downloads every copy of your lessons as PDF or Word, to edit or share. Printing stays free.
          </p>
          <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
            <Link href="/pricing">See Premium</Link>
          </DropdownMenu.Item>
        </>
      )}
    </LessonMenu>
  );
}
