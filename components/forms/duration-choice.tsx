'use client';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/label';
import { DURATIONS } from '@/lib/constants/lessons';

/**
 * The lesson length as a row of tiles, one radio per allowed duration ("90 minutes" to a
 * screen reader), with the field's error under it. `field` is the form's `register('duration')`.
 */
export function DurationChoice({ field, error, errorId }: { field: UseFormRegisterReturn; error?: string; errorId: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Lesson length (minutes)</legend>
      <div className="grid grid-cols-5 gap-2">
        {DURATIONS.map((minutes) => (
          <label key={minutes} className="relative">
            {/* Transparent over its tile, so a click or tap anywhere on the tile chooses it. */}
            <input
              type="radio"
              value={String(minutes)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
              {...field}
            />
            <span className="pointer-events-none flex h-10 items-center justify-center rounded-lg border border-line bg-white px-1 text-sm text-ink transition-colors peer-hover:border-brand-300 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-600 peer-checked:font-medium peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
              {minutes}
              <span className="sr-only"> minutes</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
