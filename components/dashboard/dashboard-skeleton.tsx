import { cn } from '@/lib/class-names';

function Block({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-lg bg-stone-200/70', className)} />;
}

/** Placeholder shapes while the dashboard loads. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading your dashboard...</span>
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-xl border border-line bg-white p-5">
            <Block className="h-4 w-28" />
            <Block className="h-8 w-16" />
            <Block className="h-3 w-36" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2" aria-hidden>
        <Block className="h-36 rounded-xl" />
        <Block className="h-36 rounded-xl" />
      </div>
      <div className="grid gap-4 lg:grid-cols-5" aria-hidden>
        <Block className="h-72 rounded-xl lg:col-span-3" />
        <Block className="h-72 rounded-xl lg:col-span-2" />
      </div>
    </div>
  );
}
