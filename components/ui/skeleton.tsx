import { cn } from '@/lib/utils';

/** One pulsing grey placeholder shape; size and rounding come from `className`. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-lg bg-stone-200/70', className)} />;
}
