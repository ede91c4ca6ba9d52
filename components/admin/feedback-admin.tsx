'use client';
import { CheckCircle2, EyeOff, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { FEEDBACK_TYPE_ICONS } from '@/components/feedback/feedback-icons';
import { FeedbackStatusBadge, PremiumBadge } from '@/components/support/ticket-badges';
import { apiFetch } from '@/lib/client/api';
import { type FeedbackStatus } from '@/lib/constants/feedback';
import { canMoveFeedback } from '@/lib/feedback/status';
import type { FeedbackView } from '@/lib/feedback/service';
import { ADMIN_FEEDBACK_LOAD_FAILED, FEEDBACK_STATUS_LABELS, FEEDBACK_TYPE_LABELS } from '@/lib/support/messages';
import { FEEDBACK_FILTERS } from '@/lib/validation/feedback';
import { AdminInbox, SenderFact, SentFact, senderName, type InboxFilter } from './admin-inbox';

const FILTERS: InboxFilter<'status'>[] = [
  {
    key: 'status',
    label: 'Status',
    options: FEEDBACK_FILTERS.map((f) => ({ value: f, label: f === 'all' ? 'All' : FEEDBACK_STATUS_LABELS[f] })),
  },
];

/**
 * /admin/feedback: filter buttons all / new / reviewed /
 * resolved / ignored; each item with its type icon, status badge, sender, Premium badge, date,
 * page and message (as text); Resolve and Ignore offered by the server's rules; empty states
 * "No Feedback Yet" and "No {status} feedback."; paginated; "Status updated" or "Failed to
 * update status" after a change.
 */
export function FeedbackAdmin() {
  return (
    <AdminInbox<FeedbackView, 'status', FeedbackStatus>
      kind="feedback"
      title="Feedback"
      description="What teachers and visitors send from the feedback widget, newest first."
      filters={FILTERS}
      listPath="/feedback/all"
      loadFailed={ADMIN_FEEDBACK_LOAD_FAILED}
      empty={({ status }) =>
        status === 'all'
          ? { title: 'No Feedback Yet', hint: 'Feedback sent from the widget will appear here.' }
          : { title: `No ${status} feedback.` }
      }
      noun="feedback"
      sendChange={(id, to) => apiFetch<FeedbackView>(`/feedback/${id}/status`, { method: 'PUT', body: { status: to } })}
      renderItem={(item, { busy, save }) => <FeedbackItem item={item} busy={busy} onMove={save} />}
    />
  );
}

/** One piece of feedback. The message is React text, so any HTML in it shows as typed. */
function FeedbackItem({ item, busy, onMove }: { item: FeedbackView; busy: boolean; onMove: (to: FeedbackStatus) => void }) {
  const Icon = FEEDBACK_TYPE_ICONS[item.type];
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
        <SenderFact>
          {senderName(item.user)}
          {item.user?.name && <span> ({item.user.email})</span>}
        </SenderFact>
        <SentFact at={item.createdAt} />
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
