'use client';
import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/class-names';

interface ChoiceButtonProps {
  /** The button's accessible name; also shown as its main text. */
  label: string;
  selected: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** Extra lines under the label, announced as the button's description. */
  description?: ReactNode;
  icon?: ReactNode;
  badge?: ReactNode;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * A selectable tile. Its accessible name is exactly `label` (so "Year 1" never gains the
 * description's words); the description is linked with aria-describedby.
 */
export function ChoiceButton({
  label,
  selected,
  onSelect,
  disabled = false,
  description,
  icon,
  badge,
  size = 'sm',
  className,
}: ChoiceButtonProps) {
  const descriptionId = useId();
  const hasDescription = Boolean(description || badge);
  return (
    <button
      type="button"
      aria-label={hasDescription ? label : undefined}
      aria-describedby={hasDescription ? descriptionId : undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        'group relative flex w-full items-center gap-3 rounded-xl border bg-white text-left text-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-muted',
        size === 'lg' ? 'min-h-20 p-4' : 'min-h-12 px-3.5 py-2.5',
        selected
          ? 'border-brand-500 bg-brand-50 text-brand-900 ring-1 ring-brand-500'
          : 'border-line text-ink hover:border-brand-300 hover:bg-brand-50/40 disabled:hover:border-line',
        className,
      )}
    >
      {icon && (
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            selected ? 'bg-brand-600 text-white' : 'bg-stone-100 text-stone-600 group-disabled:text-stone-400',
          )}
          aria-hidden
        >
          {icon}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium leading-snug">{label}</span>
        {hasDescription && (
          <span id={descriptionId} className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {description}
            {badge}
          </span>
        )}
      </span>
      {selected && <Check className="size-4 shrink-0 text-brand-600" aria-hidden />}
    </button>
  );
}
