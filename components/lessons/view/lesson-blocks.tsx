/**
 * The lesson view's building blocks: a titled section, a text list, a sub-heading, a minutes
 * pill and an empty tab. Everything a lesson holds is generated text, so it is only ever
 * rendered as React text children, never as markup.
 */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';

/** A titled block of the lesson plan; `action` sits beside the title (e.g. an Edit button). */
export function LessonSection({
  id,
  title,
  meta,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  meta?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('space-y-3 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {meta}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A bulleted list of strings; `ordered` numbers them. Says so when the list is empty. */
export function TextList({
  items,
  ordered = false,
  empty = 'None listed.',
  className,
}: {
  items: readonly string[];
  ordered?: boolean;
  empty?: string;
  className?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag
      className={cn(
        'space-y-1.5 pl-5 text-sm leading-relaxed text-ink marker:text-stone-400',
        ordered ? 'list-decimal' : 'list-disc',
        className,
      )}
    >
      {items.map((item, i) => (
        <li key={i} className="break-words pl-1">
          {item}
        </li>
      ))}
    </Tag>
  );
}

/** A small sub-heading inside a section. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{children}</h3>;
}

/** "10 min" as a quiet pill. */
export function Minutes({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      {minutes} min
    </span>
  );
}

/** What an empty tab shows: no lesson plan, worksheet or quiz is available, and why. */
export function EmptyTab({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <p className="font-medium text-ink">{title}</p>
      {children && <div className="max-w-md text-sm text-muted">{children}</div>}
    </Card>
  );
}
