import type { ComponentProps } from 'react';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/class-names';

/**
 * The live "n/max" counter under a message box. It turns red past the server's cap, and the text
 * below it says so (the server enforces the same number). Screen readers hear only the warning, not
 * every keystroke.
 */
export function CharCounter({
  id,
  length,
  max,
  over = length > max,
  tooLong,
}: {
  id: string;
  length: number;
  max: number;
  /** Past the cap (defaults to length > max; forms pass the trimmed rule the server applies). */
  over?: boolean;
  tooLong: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3 text-xs">
      <p id={id} role={over ? 'alert' : undefined} className={cn('text-red-600', !over && 'sr-only')}>
        {over ? tooLong : `Up to ${max} characters`}
      </p>
      <p aria-hidden className={cn('ml-auto shrink-0 tabular-nums', over ? 'font-medium text-red-600' : 'text-muted')}>
        {length}/{max}
      </p>
    </div>
  );
}

/** The minimum-length message, shown under a field while the rule is not yet met. */
export function MinHint({ id, show, message }: { id: string; show: boolean; message: string }) {
  if (!show) return null;
  return (
    <p id={id} className="text-xs text-muted">
      {message}
    </p>
  );
}

/**
 * A message box with its live counter (see CharCounter) and, when given, its minimum-length
 * hint (see MinHint). The box is marked invalid past the cap and described by the hint and the
 * counter. `showCounter` false hides the counter until the text nears the cap.
 */
export function CountedTextarea({
  counter,
  hint,
  showCounter = true,
  ...props
}: ComponentProps<'textarea'> & {
  counter: { id: string; length: number; max: number; over: boolean; tooLong: string };
  hint?: { id: string; show: boolean; message: string };
  showCounter?: boolean;
}) {
  const describedBy = [hint?.id, showCounter && counter.id].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Textarea aria-invalid={counter.over ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && <MinHint id={hint.id} show={hint.show} message={hint.message} />}
      {showCounter && <CharCounter {...counter} />}
    </>
  );
}
