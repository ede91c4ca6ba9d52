import { SkeletonBlock, SkeletonScreen } from '@/components/ui/skeleton';
import { cn } from '@/lib/class-names';

/** Placeholder shapes while a lesson loads: header, badges, tabs and the first sections. */
export function LessonSkeleton() {
  return (
    <SkeletonScreen label="Loading lesson...">
      <div className="flex items-center justify-between gap-3" aria-hidden>
        <SkeletonBlock className="h-5 w-28" />
        <div className="flex gap-2">
          <SkeletonBlock className="h-10 w-24" />
          <SkeletonBlock className="h-10 w-24" />
        </div>
      </div>
      <div className="space-y-3" aria-hidden>
        <SkeletonBlock className="h-8 w-3/4 max-w-xl" />
        <div className="flex flex-wrap gap-2">
          {['w-20', 'w-28', 'w-16', 'w-24', 'w-20'].map((width, i) => (
            <SkeletonBlock key={i} className={cn('h-6 rounded-full', width)} />
          ))}
        </div>
      </div>
      <SkeletonBlock className="h-10 w-full max-w-sm" />
      <div className="grid gap-5 lg:grid-cols-2" aria-hidden>
        <SkeletonBlock className="h-44 rounded-xl" />
        <SkeletonBlock className="h-44 rounded-xl" />
      </div>
      <SkeletonBlock className="h-64 rounded-xl" />
    </SkeletonScreen>
  );
}
