import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';

/**
 * A list's empty state: a round icon, a heading, a line saying what will appear, and the way
 * to make the first one. `card` draws it as a card of its own; otherwise it sits in its parent.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  card = false,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action: ReactNode;
  card?: boolean;
  className?: string;
}) {
  const Wrapper = card ? Card : 'div';
  return (
    <Wrapper className={cn('flex flex-col items-center gap-4 px-6 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <Icon className="size-6" />
      </span>
      <div className="max-w-md space-y-2">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {action}
    </Wrapper>
  );
}
