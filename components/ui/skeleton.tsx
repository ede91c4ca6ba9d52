import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** One pulsing grey placeholder shape; size and rounding come from `className`. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-lg bg-stone-200/70', className)} />;
}

/**
 * A loading screen of placeholder shapes (`children`, hidden from screen readers), announced
 * once as `label` ("Loading lesson...").
 */
export function SkeletonScreen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
