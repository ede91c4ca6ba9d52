'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, EyeOff, FileText, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/common/load-error';
import { useErrorToastOnce } from '@/components/common/use-dashboard';
import { FEEDBACK_TYPE_ICONS } from '@/components/feedback/feedback-icons';
import { FeedbackStatusBadge, PremiumBadge } from '@/components/support/ticket-badges';
import { apiFetch } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import type { FeedbackStatus } from '@/lib/constants/feedback';
import { canMoveFeedback } from '@/lib/feedback/status';
import type { FeedbackView, Page } from '@/lib/feedback/service';
import { formatShortDate } from '@/lib/format';
import {
  ADMIN_FEEDBACK_LOAD_FAILED,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TYPE_LABELS,
  STATUS_UPDATED,
  STATUS_UPDATE_FAILED,
} from '@/lib/support/messages';
import { FEEDBACK_FILTERS, type FeedbackFilter } from '@/lib/validation/feedback';
import { AdminEmpty, AdminHeader, AdminListSkeleton, FilterButtons } from './admin-shell';
import { Pagination } from '@/components/ui/pagination';
import { ADMIN_KEY, isForbidden, useLeaveOnForbidden, useListParams } from './use-admin';

const FILTER_OPTIONS = FEEDBACK_FILTERS.map((f) => ({
  value: f,
  label: f === 'all' ? 'All' : FEEDBACK_STATUS_LABELS[f],
}));

const parseFilter = (_key: 'status', raw: string | null): FeedbackFilter =>
  (FEEDBACK_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as FeedbackFilter) : 'all';

/**
 * /admin/feedback (product-spec §2 "Admin feedback"): filter buttons all / new / reviewed /
 * resolved / ignored; each item with its type icon, status badge, sender, Premium badge, date,
 * page and message (as text); Resolve and Ignore offered by the server's rules; empty states
 * "No Feedback Yet" and "No {status} feedback."; paginated; toasts per spec §8.
 */
export function FeedbackAdmin() {
  const queryClient = useQueryClient();
  const { values, page, update } = useListParams(['status'] as const, parseFilter);
  const status = values.status as FeedbackFilter;

  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'feedback', status, page],
    queryFn: () => apiFetch<Page<FeedbackView>>(`/feedback/all?page=${page}&status=${status}`),
    placeholderData: keepPreviousData,
  });
  useLeaveOnForbidden(list.error);
  useErrorToastOnce(list.isError && !isForbidden(list.error), ADMIN_FEEDBACK_LOAD_FAILED);

  const change = useMutation({
    mutationFn: ({ id, to }: { id: string; to: FeedbackStatus }) =>
      apiFetch<FeedbackView>(`/feedback/${id}/status`, { method: 'PUT', body: { status: to } }),
    onSuccess: async () => {
      notify.success(STATUS_UPDATED);
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'feedback'] });
    },
    onError: (err) => {
      if (!isForbidden(err)) notify.error(STATUS_UPDATE_FAILED);
    },
  });
  useLeaveOnForbidden(change.error);

  return (
    <div className="space-y-6">
      <AdminHeader
        current="feedback"
        title="Feedback"
        description="What teachers and visitors send from the feedback widget, newest first."
      />
      <FilterButtons label="Status" options={FILTER_OPTIONS} value={status} onChange={(v) => update({ status: v })} />

      {list.isPending || (list.isError && isForbidden(list.error)) ? (
        <AdminListSkeleton />
      ) : list.isError ? (
        <LoadError message={ADMIN_FEEDBACK_LOAD_FAILED} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <AdminEmpty title={status === 'all' ? 'No Feedback Yet' : `No ${status} feedback.`}>
          {status === 'all' ? 'Feedback sent from the widget will appear here.' : undefined}
        </AdminEmpty>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={list.isFetching}>
            {list.data.items.map((item) => (
              <li key={item.id}>
                <FeedbackItem
                  item={item}
                  busy={change.isPending && change.variables?.id === item.id}
                  onMove={(to) => change.mutate({ id: item.id, to })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            limit={list.data.limit}
            total={list.data.total}
            noun="feedback"
            onPage={(p) => update({ page: p })}
          />
        </>
      )}
    </div>
  );
}

/** One piece of feedback. The message is React text, so any HTML in it shows as typed. */
function FeedbackItem({ item, busy, onMove }: { item: FeedbackView; busy: boolean; onMove: (to: FeedbackStatus) => void }) {
  const Icon = FEEDBACK_TYPE_ICONS[item.type];
  const sender = item.user ? item.user.name || item.user.email : 'Visitor';
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-testid="feedback-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
          <Icon className="size-4" />
        </span>
        <span className="text-sm font-medium text-ink">{FEEDBACK_TYPE_LABELS[item.type]}</span>
        <FeedbackStatusBadge status={item.status} />
        {item.user?.isPremium && <PremiumBadge />}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-ink">{item.message}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <div className="flex min-w-0 items-center gap-1">
          <dt>
            <UserRound className="size-3.5" aria-hidden />
            <span className="sr-only">From</span>
          </dt>
          <dd className="min-w-0 break-all">
            {sender}
            {item.user?.name && <span> ({item.user.email})</span>}
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Sent</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatShortDate(item.createdAt)}</time>
          </dd>
        </div>
        {item.page && (
          <div className="flex min-w-0 items-center gap-1">
            <dt>
              <FileText className="size-3.5" aria-hidden />
              <span className="sr-only">Page</span>
            </dt>
            <dd className="min-w-0 break-all font-mono">{item.page}</dd>
          </div>
        )}
      </dl>
      {(canMoveFeedback(item.status, 'resolved') || canMoveFeedback(item.status, 'ignored')) && (
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          {canMoveFeedback(item.status, 'resolved') && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onMove('resolved')}>
              {busy ? <Spinner /> : <CheckCircle2 aria-hidden />}
              Resolve
            </Button>
          )}
          {canMoveFeedback(item.status, 'ignored') && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onMove('ignored')}>
              <EyeOff aria-hidden />
              Ignore
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
