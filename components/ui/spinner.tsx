import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/class-names';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('size-4 animate-spin', className)} aria-hidden />;
}

/** Full-area loading state with the text "Loading...". */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted">
      <Spinner className="size-8 text-brand-600" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
