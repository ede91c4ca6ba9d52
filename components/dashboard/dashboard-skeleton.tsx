import { SkeletonBlock, SkeletonScreen } from '@/components/ui/skeleton';

/** Placeholder shapes while the dashboard loads. */
export function DashboardSkeleton() {
  return (
    <SkeletonScreen label="Loading your dashboard...">
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-xl border border-line bg-white p-5">
            <SkeletonBlock className="h-4 w-28" />
            <SkeletonBlock className="h-8 w-16" />
            <SkeletonBlock className="h-3 w-36" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2" aria-hidden>
        <SkeletonBlock className="h-36 rounded-xl" />
        <SkeletonBlock className="h-36 rounded-xl" />
      </div>
      <div className="grid gap-4 lg:grid-cols-5" aria-hidden>
        <SkeletonBlock className="h-72 rounded-xl lg:col-span-3" />
        <SkeletonBlock className="h-72 rounded-xl lg:col-span-2" />
      </div>
    </SkeletonScreen>
  );
}
