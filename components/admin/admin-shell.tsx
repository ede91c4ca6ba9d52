'use client';
import Link from 'next/link';
import { Inbox, MessagesSquare, LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';

const SECTIONS = [
  { id: 'feedback', href: '/admin/feedback', label: 'Feedback', icon: MessagesSquare },
  { id: 'support', href: '/admin/support', label: 'Support tickets', icon: LifeBuoy },
] as const;

/** The admin screens' heading and the switch between Feedback and Support tickets. */
export function AdminHeader({ current, title, description }: { current: 'feedback' | 'support'; title: string; description: string }) {
  return (
    <div className="space-y-4">
      <nav aria-label="Admin" className="flex flex-wrap gap-2">
        {SECTIONS.map(({ id, href, label, icon: Icon }) => (
          <Link
            key={id}
            href={href}
            aria-current={id === current ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              id === current
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line bg-white text-ink hover:bg-stone-50',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted">{description}</p>
      </div>
    </div>
  );
}

/** A row of toggle buttons for one filter. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted" aria-hidden>
        {label}:
      </span>
      {options.map((o) => (
        <Button
          key={o.value}
          type="button"
          size="sm"
          variant={o.value === value ? 'default' : 'outline'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </div>
  );
}

/** The empty state of an admin list: "No Feedback Yet", "No resolved feedback." … */
export function AdminEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-muted" aria-hidden>
        <Inbox className="size-6" />
      </span>
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children && <p className="max-w-sm text-sm text-muted">{children}</p>}
    </Card>
  );
}

/** Placeholder cards while an admin list loads. */
export function AdminListSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-36 animate-pulse rounded-xl border border-line bg-white" />
      ))}
    </div>
  );
}

