'use client';
/** Error state of a print page: says so and offers a retry, without the app chrome. */
import { Button } from '@/components/ui/button';

export default function PrintError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">We couldn&apos;t load this page for printing</h1>
      <p className="text-sm text-muted">Please try again. If it keeps happening, close this window and open the lesson again.</p>
      <Button onClick={() => reset()}>Try again</Button>
    </main>
  );
}
