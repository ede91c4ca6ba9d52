'use client';
import { useId, useState } from 'react';
import { Mail, Save, Tag } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CountedTextarea } from '@/components/feedback/field-hints';
import { PremiumBadge, PriorityBadge, TicketStatusBadge } from '@/components/support/ticket-badges';
import { apiFetch } from '@/lib/client/api';
import { SUPPORT_ADMIN_NOTES_MAX, type SupportStatus } from '@/lib/constants/support';
import { ticketStatusChoices } from '@/lib/feedback/status';
import type { TicketView } from '@/lib/support/service';
import {
  ADMIN_TICKETS_LOAD_FAILED,
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
import { AdminInbox, SenderFact, SentFact, senderName, type InboxFilter } from './admin-inbox';

const FILTERS: InboxFilter<'status' | 'priority'>[] = [
  {
    key: 'status',
    label: 'Status',
    options: SUPPORT_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? 'All' : SUPPORT_STATUS_LABELS[s] })),
  },
  {
    key: 'priority',
    label: 'Priority',
    options: SUPPORT_PRIORITY_FILTERS.map((p) => ({
      value: p,
      label: p === 'all' ? 'All' : p === 'high' ? 'High (Premium)' : 'Normal',
    })),
  },
];

/** "No Support Tickets Yet", or "No open high priority tickets." for a filtered list. */
function emptyState(status: SupportStatusFilter, priority: SupportPriorityFilter): { title: string; hint?: string } {
  if (status === 'all' && priority === 'all') {
    return { title: 'No Support Tickets Yet', hint: 'Tickets sent from the widget or the contact page will appear here.' };
  }
  const words = [
    status === 'all' ? '' : SUPPORT_STATUS_LABELS[status].toLowerCase(),
    priority === 'all' ? '' : SUPPORT_PRIORITY_LABELS[priority].toLowerCase(),
  ].filter(Boolean);
  return { title: `No ${words.join(' ')} tickets.` };
}

/** A ticket's new status and admin notes, saved together. */
interface TicketChange {
  to: SupportStatus;
  adminNotes: string;
}

/**
 * /admin/support every support ticket, high priority (Premium) first, then newest;
 * filters by status and priority; each ticket's status and admin notes saved with the server's
 * rules (SUPPORT_TRANSITIONS); paginated; empty states; "Status updated" / "Failed to update
 * status" toasts.
 */
export function SupportAdmin() {
  return (
    <AdminInbox<TicketView, 'status' | 'priority', TicketChange>
      kind="support"
      title="Support tickets"
      description="Tickets from the widget and the contact page. Premium tickets are high priority and listed first."
      filters={FILTERS}
      listPath="/support/all"
      loadFailed={ADMIN_TICKETS_LOAD_FAILED}
      empty={({ status, priority }) => emptyState(status as SupportStatusFilter, priority as SupportPriorityFilter)}
      noun="tickets"
      // A saved ticket is drawn afresh, so its form starts from what the server kept.
      itemKey={(ticket) => `${ticket.id}:${ticket.updatedAt}`}
      sendChange={(id, { to, adminNotes }) =>
        apiFetch<TicketView>(`/support/${id}/status`, { method: 'PUT', body: { status: to, adminNotes } })
      }
      renderItem={(ticket, { busy, save }) => (
        <TicketItem ticket={ticket} busy={busy} onSave={(to, adminNotes) => save({ to, adminNotes })} />
      )}
    />
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
        <SenderFact className="flex min-w-0 flex-wrap items-center gap-1.5 break-all">
          {senderName(ticket.user)}
          {ticket.user?.isPremium && <PremiumBadge />}
        </SenderFact>
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
        <SentFact at={ticket.createdAt} />
      </dl>
      <form
        className="grid gap-3 border-t border-line pt-3 sm:grid-cols-[12rem_1fr]"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(to, notes);
        }}
      >
        <fieldset disabled={busy} className="contents">
          <FormField label="Status" htmlFor={ids.status}>
            <NativeSelect id={ids.status} value={to} onChange={(e) => setTo(e.target.value as SupportStatus)}>
              {ticketStatusChoices(ticket.status).map((s) => (
                <option key={s} value={s}>
                  {SUPPORT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Admin notes" htmlFor={ids.notes}>
            <CountedTextarea
              id={ids.notes}
              rows={2}
              className="min-h-16"
              value={notes}
              placeholder="Only admins see these notes."
              onChange={(e) => setNotes(e.target.value)}
              showCounter={showCounter}
              counter={{ id: ids.counter, length: notes.length, max: SUPPORT_ADMIN_NOTES_MAX, over: notesLong, tooLong: ADMIN_NOTES_TOO_LONG }}
            />
          </FormField>
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
