'use client';
import type { ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/label';
import { cn } from '@/lib/class-names';

export interface FormFieldProps {
  label: ReactNode;
  /** The id of the control inside, which the label names. */
  htmlFor: string;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** A line of help under the control; give `hintId` so the control can point at it. */
  hint?: ReactNode;
  hintId?: string;
  /** The field's message, announced when it appears; nothing is shown without one. */
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form control with its hint and its error message under it. The control itself
 * links to them with `fieldAria`.
 */
export function FormField({ label, htmlFor, optional, hint, hintId, error, errorId, className, children }: FormFieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The accessibility attributes of a control with an optional hint and error: `aria-invalid`
 * while there is an error, and `aria-describedby` naming the hint and (only while shown) the
 * error message.
 */
export function fieldAria(
  error: unknown,
  errorId: string,
  hintId?: string,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = [hintId, error ? errorId : undefined].filter(Boolean);
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined };
}
