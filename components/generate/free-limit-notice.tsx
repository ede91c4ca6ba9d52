'use client';
import { forwardRef } from 'react';
import Link from 'next/link';
import { Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FREE_LIMIT_MESSAGE } from '@/lib/constants';

/**
 * The free-limit notice (product-spec §8 "Generate", DECISIONS §1): the spec's text, or the
 * server's 403 LIMIT_REACHED text when there is one, with an Upgrade link to the subscription tab.
 */
export const FreeLimitNotice = forwardRef<HTMLDivElement, { message?: string }>(function FreeLimitNotice(
  { message = FREE_LIMIT_MESSAGE },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="free-limit-notice"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 outline-none sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800" aria-hidden>
        <Crown className="size-5" />
      </span>
      <p className="flex-1 text-sm font-medium text-amber-950">{message}</p>
      <Button asChild variant="premium" className="self-start sm:self-auto">
        <Link href="/account?tab=subscription">Upgrade to Premium</Link>
      </Button>
    </div>
  );
});
