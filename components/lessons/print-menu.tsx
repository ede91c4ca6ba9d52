'use client';
/**
 * The lesson's Print menu: the five printable copies of lib/lessons/print-variants.ts. Each
 * opens its server-rendered print page in a new window, which prints itself; no HTML strings are
 * written into windows. A blocked popup gets the toast 'Please allow popups to print'.
 */
import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, FileCheck2, FileText, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/client/toast';
import { PRINT_VARIANTS, printPath, type PrintVariant } from '@/lib/lessons/print-variants';
import { LESSON_MESSAGES } from './view/messages';

/** Opens one print page in a new window; tells the teacher when the browser blocked it. */
export function openPrintWindow(lessonId: string, variant: PrintVariant): boolean {
  // No 'noopener': with it window.open always answers null, and a blocked popup would look the
  // same as an opened one. The print page is our own origin.
  const win = window.open(printPath(lessonId, variant), '_blank');
  if (!win) {
    notify.error(LESSON_MESSAGES.popupBlocked);
    return false;
  }
  return true;
}

/** A print copy as a menu item shows it: icon, name, and whether it holds the answers. */
export function CopyLabel({ variant }: { variant: (typeof PRINT_VARIANTS)[number] }) {
  return (
    <>
      {variant.answers ? (
        <FileCheck2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      ) : (
        <FileText className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden />
      )}
      <span className="flex flex-col">
        <span className="font-medium">{variant.label}</span>
        <span className="text-xs text-muted">{variant.answers ? 'For the teacher' : 'For pupils, without answers'}</span>
      </span>
    </>
  );
}

/** A lesson menu item's look: the print and download menus' copies and links. */
export const MENU_ITEM_CLASS =
  'flex cursor-pointer items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** A menu of the lesson header: `trigger` (a button) opens `children` below it, aligned right. */
export function LessonMenu({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-white p-1.5 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The five copies under `heading` ("Print a copy"), each calling `onSelect` with its id. */
export function CopyItems({ heading, onSelect }: { heading: string; onSelect: (variant: PrintVariant) => void }) {
  return (
    <>
      <DropdownMenu.Label className="px-2.5 pb-1.5 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {heading}
      </DropdownMenu.Label>
      {PRINT_VARIANTS.map((variant) => (
        <DropdownMenu.Item key={variant.id} onSelect={() => onSelect(variant.id)} className={MENU_ITEM_CLASS}>
          <CopyLabel variant={variant} />
        </DropdownMenu.Item>
      ))}
    </>
  );
}

/** The Print button and its menu of the five copies, teacher copies marked as with answers. */
export function PrintMenu({ lessonId }: { lessonId: string }) {
  return (
    <LessonMenu
      trigger={
        <Button variant="outline">
          <Printer aria-hidden />
          Print
          <ChevronDown aria-hidden className="text-muted" />
        </Button>
      }
    >
      <CopyItems heading="Print a copy" onSelect={(variant) => openPrintWindow(lessonId, variant)} />
    </LessonMenu>
  );
}
