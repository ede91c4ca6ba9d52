'use client';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The error state of a screen whose data failed to load, with a Retry button. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="font-medium text-ink">{message}</p>
      <p className="max-w-sm text-sm text-muted">Please try again in a moment.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
        Retry
      </Button>
    </Card>
  );
}
