'use client';
import { useId, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Save, Tag, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/common/load-error';
import { useErrorToastOnce } from '@/components/common/use-dashboard';
import { CharCounter } from '@/components/feedback/field-hints';
import { PremiumBadge, PriorityBadge, TicketStatusBadge } from '@/components/support/ticket-badges';
import { apiFetch } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { SUPPORT_ADMIN_NOTES_MAX, type SupportStatus } from '@/lib/constants/support';
import { ticketStatusChoices } from '@/lib/feedback/status';
import type { Page } from '@/lib/feedback/service';
import type { TicketView } from '@/lib/support/service';
import { formatShortDate } from '@/lib/format';
import {
  ADMIN_TICKETS_LOAD_FAILED,
  STATUS_UPDATED,
  STATUS_UPDATE_FAILED,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
} from '@/lib/support/messages';
import {
  ADMIN_NOTES_TOO_LONG,
  SUPPORT_PRIORITY_FILTERS,
  SUPPORT_STATUS_FILTERS,
  type SupportPriorityFilter,
  type SupportStatusFilter,
} from '@/lib/validation/support';
import { AdminEmpty, AdminHeader, AdminListSkeleton, FilterButtons } from './admin-shell';
import { Pagination } from '@/components/ui/pagination';
import { ADMIN_KEY, isForbidden, useLeaveOnForbidden, useListParams } from './use-admin';

const STATUS_OPTIONS = SUPPORT_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? 'All' : SUPPORT_STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = SUPPORT_PRIORITY_FILTERS.map((p) => ({
  value: p,
  label: p === 'all' ? 'All' : p === 'high' ? 'High (Premium)' : 'Normal',
}));

function parseParam(key: 'status' | 'priority', raw: string | null): string {
  const allowed: readonly string[] = key === 'status' ? SUPPORT_STATUS_FILTERS : SUPPORT_PRIORITY_FILTERS;
  return allowed.includes(raw ?? '') ? (raw as string) : 'all';
}

/** "No Support Tickets Yet", or "No open high priority tickets." for a filtered list. */
function emptyTitle(status: SupportStatusFilter, priority: SupportPriorityFilter): string {
  if (status === 'all' && priority === 'all') return 'No Support Tickets Yet';
  const words = [
    status === 'all' ? '' : SUPPORT_STATUS_LABELS[status].toLowerCase(),
    priority === 'all' ? '' : SUPPORT_PRIORITY_LABELS[priority].toLowerCase(),
  ].filter(Boolean);
  return `No ${words.join(' ')} tickets.`;
}

/**
 * /admin/support every support ticket, high priority (Premium) first, then newest;
 * filters by status and priority; each ticket's status and admin notes saved with the server's
 * rules (SUPPORT_TRANSITIONS); paginated; empty states; "Status updated" / "Failed to update
 * status" toasts (product-spec §8).
 */
export function SupportAdmin() {
  const queryClient = useQueryClient();
  const { values, page, update } = useListParams(['status', 'priority'] as const, parseParam);
  const status = values.status as SupportStatusFilter;
  const priority = values.priority as SupportPriorityFilter;

  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'support', status, priority, page],
    queryFn: () => apiFetch<Page<TicketView>>(`/support/all?page=${page}&status=${status}&priority=${priority}`),
    placeholderData: keepPreviousData,
  });
  useLeaveOnForbidden(list.error);
  useErrorToastOnce(list.isError && !isForbidden(list.error), ADMIN_TICKETS_LOAD_FAILED);

  const save = useMutation({
    mutationFn: ({ id, to, adminNotes }: { id: string; to: SupportStatus; adminNotes: string }) =>
      apiFetch<TicketView>(`/support/${id}/status`, { method: 'PUT', body: { status: to, adminNotes } }),
    onSuccess: async () => {
      notify.success(STATUS_UPDATED);
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'support'] });
    },
    onError: (err) => {
      if (!isForbidden(err)) notify.error(STATUS_UPDATE_FAILED);
    },
  });
  useLeaveOnForbidden(save.error);

  return (
    <div className="space-y-6">
      <AdminHeader
        current="support"
        title="Support tickets"
        description="Tickets from the widget and the contact page. Premium tickets are high priority and listed first."
      />
      <div className="space-y-3">
        <FilterButtons label="Status" options={STATUS_OPTIONS} value={status} onChange={(v) => update({ status: v })} />
        <FilterButtons label="Priority" options={PRIORITY_OPTIONS} value={priority} onChange={(v) => update({ priority: v })} />
      </div>

      {list.isPending || (list.isError && isForbidden(list.error)) ? (
        <AdminListSkeleton />
      ) : list.isError ? (
        <LoadError message={ADMIN_TICKETS_LOAD_FAILED} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <AdminEmpty title={emptyTitle(status, priority)}>
          {status === 'all' && priority === 'all' ? 'Tickets sent from the widget or the contact page will appear here.' : undefined}
        </AdminEmpty>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={list.isFetching}>
            {list.data.items.map((ticket) => (
              <li key={`${ticket.id}:${ticket.updatedAt}`}>
                <TicketItem
                  ticket={ticket}
                  busy={save.isPending && save.variables?.id === ticket.id}
                  onSave={(to, adminNotes) => save.mutate({ id: ticket.id, to, adminNotes })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            limit={list.data.limit}
            total={list.data.total}
            noun="tickets"
            onPage={(p) => update({ page: p })}
          />
        </>
      )}
    </div>
  );
}

/** One ticket: what was asked (as text), who asked, and the status and notes form. */
function TicketItem({
  ticket,
  busy,
  onSave,
}: {
  ticket: TicketView;
  busy: boolean;
  onSave: (to: SupportStatus, adminNotes: string) => void;
}) {
  const ids = { status: useId(), notes: useId(), counter: useId() };
  const [to, setTo] = useState<SupportStatus>(ticket.status);
  const [notes, setNotes] = useState(ticket.adminNotes ?? '');
  const notesLong = notes.trim().length > SUPPORT_ADMIN_NOTES_MAX;
  const showCounter = notesLong || notes.length > SUPPORT_ADMIN_NOTES_MAX * 0.8;
  const changed = to !== ticket.status || notes.trim() !== (ticket.adminNotes ?? '');
  const sender = ticket.user ? ticket.user.name || ticket.user.email : 'Visitor';

  return (
    <Card
      className={ticket.priority === 'high' ? 'space-y-3 border-amber-300 p-4 sm:p-5' : 'space-y-3 p-4 sm:p-5'}
      data-testid="ticket-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold text-ink">{ticket.subject}</h2>
        <TicketStatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
      </div>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-ink">{ticket.message}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <div className="flex min-w-0 items-center gap-1">
          <dt>
            <UserRound className="size-3.5" aria-hidden />
            <span className="sr-only">From</span>
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1.5 break-all">
            {sender}
            {ticket.user?.isPremium && <PremiumBadge />}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-1">
          <dt>
            <Mail className="size-3.5" aria-hidden />
            <span className="sr-only">Reply to</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${ticket.email}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {ticket.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <Tag className="size-3.5" aria-hidden />
            <span className="sr-only">Category</span>
          </dt>
          <dd>{SUPPORT_CATEGORY_LABELS[ticket.category]}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Sent</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{formatShortDate(ticket.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <form
        className="grid gap-3 border-t border-line pt-3 sm:grid-cols-[12rem_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(to, notes);
        }}
      >
        <fieldset disabled={busy} className="contents">
          <div className="space-y-1.5">
            <Label htmlFor={ids.status}>Status</Label>
            <NativeSelect id={ids.status} value={to} onChange={(e) => setTo(e.target.value as SupportStatus)}>
              {ticketStatusChoices(ticket.status).map((s) => (
                <option key={s} value={s}>
                  {SUPPORT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.notes}>Admin notes</Label>
            <Textarea
              id={ids.notes}
              rows={2}
              className="min-h-16"
              value={notes}
              placeholder="Only admins see these notes."
              aria-invalid={notesLong ? true : undefined}
              aria-describedby={showCounter ? ids.counter : undefined}
              onChange={(e) => setNotes(e.target.value)}
            />
            {showCounter && (
              <CharCounter
                id={ids.counter}
                length={notes.length}
                max={SUPPORT_ADMIN_NOTES_MAX}
                over={notesLong}
                tooLong={ADMIN_NOTES_TOO_LONG}
              />
            )}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={busy || !changed || notesLong}>
            {busy ? <Spinner /> : <Save aria-hidden />}
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}
