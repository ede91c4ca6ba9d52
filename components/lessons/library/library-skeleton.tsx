/** Placeholder rows while the first page of lessons loads. */
export function LibrarySkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-line">
      <span className="sr-only">Loading your lessons...</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2 px-4 py-4 sm:px-5" aria-hidden>
          <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200/70" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200/70" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200/70" />
        </div>
      ))}
    </div>
  );
}
