'use client';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';

/**
 * A lesson action in a modal: `trigger` opens it; a title, a description, then `children` (a
 * form, or just the actions). While `busy` (a request that cannot be taken back is running)
 * Escape and a click outside do not close it, so the answer is never hidden.
 */
export function ActionDialog({
  open,
  onOpenChange,
  busy = false,
  trigger,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className={className}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onPointerDownOutside={(e) => busy && e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's buttons: "Cancel" (or `cancelLabel`), off while `busy`, then the action(s). */
export function DialogActions({
  onCancel,
  busy = false,
  cancelLabel = 'Cancel',
  children,
}: {
  onCancel: () => void;
  busy?: boolean;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {children}
    </DialogFooter>
  );
}

/** "Rewriting the quiz… this can take up to a minute.": shown while an AI rewrite runs. */
export function RewritingNote({ id, what, className }: { id?: string; what: string; className?: string }) {
  return (
    <p id={id} role="status" className={cn('flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800', className)}>
      <Spinner className="text-brand-600" />
      Rewriting the {what}… this can take up to a minute.
    </p>
  );
}
