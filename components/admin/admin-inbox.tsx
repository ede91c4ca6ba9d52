'use client';
import type { ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { LoadError } from '@/components/common/load-error';
import { useErrorToastOnce } from '@/components/common/use-dashboard';
import { Pagination } from '@/components/ui/pagination';
import { apiFetch } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import type { Page } from '@/lib/feedback/service';
import { formatShortDate } from '@/lib/format';
import { STATUS_UPDATED, STATUS_UPDATE_FAILED } from '@/lib/support/messages';
import { AdminEmpty, AdminHeader, AdminListSkeleton, FilterButtons } from './admin-shell';
import { ADMIN_KEY, isForbidden, useLeaveOnForbidden, useListParams } from './use-admin';

/** One row of filter buttons; "all" is always one of its options and is the default. */
export interface InboxFilter<K extends string> {
  key: K;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export interface AdminInboxProps<T, K extends string, C> {
  /** Which admin screen this is: picks the header's tab, the query key and the API paths. */
  kind: 'feedback' | 'support';
  title: string;
  description: string;
  filters: ReadonlyArray<InboxFilter<K>>;
  /** The list API, e.g. "/feedback/all"; the page and every filter go in its query string. */
  listPath: string;
  /** The load-failed message (shown in the list and toasted once). */
  loadFailed: string;
  /** The empty state's title and optional hint for the chosen filters. */
  empty: (filters: Record<K, string>) => { title: string; hint?: string };
  /** What the pager counts: "feedback", "tickets". */
  noun: string;
  /** The list item's React key; by default its id. */
  itemKey?: (item: T) => string;
  /** Sends one item's change (a new status, notes…) to the server, which applies its own rules. */
  sendChange: (id: string, change: C) => Promise<unknown>;
  /** One item, with whether its change is being saved and how to save one. */
  renderItem: (item: T, actions: { busy: boolean; save: (change: C) => void }) => ReactNode;
}

/**
 * An admin inbox: the header, filter buttons kept in the address, the paged list (skeleton,
 * load error with retry, empty state, items, pager) and the change of one item's status.
 * A 403 from the list or a change (the role was removed meanwhile) leaves for the dashboard;
 * a saved change toasts "Status updated" and reloads the list, a failed one "Failed to update
 * status". What the items hold and which changes they offer is the caller's.
 */
export function AdminInbox<T extends { id: string }, K extends string, C>({
  kind,
  title,
  description,
  filters,
  listPath,
  loadFailed,
  empty,
  noun,
  itemKey = (item) => item.id,
  sendChange,
  renderItem,
}: AdminInboxProps<T, K, C>) {
  const queryClient = useQueryClient();
  const parse = (key: K, raw: string | null) => {
    const filter = filters.find((f) => f.key === key);
    return filter?.options.some((o) => o.value === raw) ? (raw as string) : 'all';
  };
  const { values, page, update } = useListParams(
    filters.map((f) => f.key),
    parse,
  );
  const chosen = filters.map((f) => values[f.key]);

  const list = useQuery({
    queryKey: [...ADMIN_KEY, kind, ...chosen, page],
    queryFn: () => apiFetch<Page<T>>(`${listPath}?${new URLSearchParams({ page: String(page), ...values })}`),
    placeholderData: keepPreviousData,
  });
  useLeaveOnForbidden(list.error);
  useErrorToastOnce(list.isError && !isForbidden(list.error), loadFailed);

  const change = useMutation({
    mutationFn: ({ id, change: next }: { id: string; change: C }) => sendChange(id, next),
    onSuccess: async () => {
      notify.success(STATUS_UPDATED);
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, kind] });
    },
    onError: (err) => {
      if (!isForbidden(err)) notify.error(STATUS_UPDATE_FAILED);
    },
  });
  useLeaveOnForbidden(change.error);
  const emptyState = empty(values);

  return (
    <div className="space-y-6">
      <AdminHeader current={kind} title={title} description={description} />
      <div className="space-y-3">
        {filters.map((f) => (
          <FilterButtons
            key={f.key}
            label={f.label}
            options={f.options}
            value={values[f.key]}
            onChange={(v) => update({ [f.key]: v } as Partial<Record<K | 'page', string>>)}
          />
        ))}
      </div>

      {list.isPending || (list.isError && isForbidden(list.error)) ? (
        <AdminListSkeleton />
      ) : list.isError ? (
        <LoadError message={loadFailed} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <AdminEmpty title={emptyState.title}>{emptyState.hint}</AdminEmpty>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={list.isFetching}>
            {list.data.items.map((item) => (
              <li key={itemKey(item)}>
                {renderItem(item, {
                  busy: change.isPending && change.variables?.id === item.id,
                  save: (next) => change.mutate({ id: item.id, change: next }),
                })}
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            limit={list.data.limit}
            total={list.data.total}
            noun={noun}
            onPage={(p) => update({ page: p } as Partial<Record<K | 'page', number>>)}
          />
        </>
      )}
    </div>
  );
}

/** The "From" fact of an inbox item: an icon, then `children` (the sender and any badge). */
export function SenderFact({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      <dt>
        <UserRound className="size-3.5" aria-hidden />
        <span className="sr-only">From</span>
      </dt>
      <dd className={className ?? 'min-w-0 break-all'}>{children}</dd>
    </div>
  );
}

/** The "Sent" fact of an inbox item: its date, "22 Nov 2026". */
export function SentFact({ at }: { at: string }) {
  return (
    <div className="flex items-center gap-1">
      <dt className="sr-only">Sent</dt>
      <dd>
        <time dateTime={at}>{formatShortDate(at)}</time>
      </dd>
    </div>
  );
}

/** Who sent an item: the account's name, else its e-mail address, else "Visitor". */
export function senderName(user: { name: string | null; email: string } | null | undefined): string {
  return user ? user.name || user.email : 'Visitor';
}
