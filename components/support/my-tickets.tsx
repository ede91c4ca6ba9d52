'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Inbox, LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/common/load-error';
import { formatShortDate } from '@/lib/format';
import { MY_TICKETS_LOAD_FAILED, SUPPORT_CATEGORY_LABELS } from '@/lib/support/messages';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { useMyTickets } from './my-tickets-query';

/**
 * "My tickets" the signed-in user's support tickets with their status, newest first,
 * page by page (GET /api/support/my-tickets). Loading, empty and error states; a link to
 * /contact for a new ticket.
 */
export function MyTickets() {
  const [page, setPage] = useState(1);
  const tickets = useMyTickets(page);
  const headingId = 'my-tickets-heading';
  const loaded = !tickets.isPending;

  // Arriving from the widget's "See your tickets" link (#my-tickets): scroll here once shown.
  useEffect(() => {
    if (loaded && window.location.hash === '#my-tickets') {
      document.getElementById('my-tickets')?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);

  return (
    <Card id="my-tickets" aria-labelledby={headingId} className="max-w-2xl scroll-mt-24 p-5 sm:p-6" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            Your support tickets
          </h2>
          <p className="text-sm text-muted">What you have asked us, and where each request is up to.</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/contact">
            <LifeBuoy aria-hidden />
            New ticket
          </Link>
        </Button>
      </div>

      <div className="mt-5">
        {tickets.isPending ? (
          <ul aria-label="Loading your tickets" aria-busy className="space-y-3">
            {[0, 1].map((i) => (
              <li key={i} className="h-16 animate-pulse rounded-lg bg-stone-100" />
            ))}
          </ul>
        ) : tickets.isError ? (
          <LoadError message={MY_TICKETS_LOAD_FAILED} onRetry={() => tickets.refetch()} retrying={tickets.isFetching} />
        ) : tickets.data.total === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line px-4 py-8 text-center">
            <Inbox className="size-6 text-muted" aria-hidden />
            <p className="font-medium text-ink">No support tickets yet</p>
            <p className="text-sm text-muted">If something isn&apos;t working, we&apos;re here to help.</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {tickets.data.items.map((t) => (
                <li key={t.id} className="space-y-1.5 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="min-w-0 break-words font-medium text-ink">{t.subject}</p>
                    <TicketStatusBadge status={t.status} />
                    <PriorityBadge priority={t.priority} />
                  </div>
                  <p className="text-xs text-muted">
                    {SUPPORT_CATEGORY_LABELS[t.category]} · Sent <time dateTime={t.createdAt}>{formatShortDate(t.createdAt)}</time>
                  </p>
                  <p className="line-clamp-2 whitespace-pre-wrap break-words text-sm text-muted">{t.message}</p>
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <Pagination page={page} limit={tickets.data.limit} total={tickets.data.total} noun="tickets" onPage={setPage} />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
