import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { FeedbackStatus } from '@/lib/constants/feedback';
import type { SupportPriority, SupportStatus } from '@/lib/constants/support';
import {
  FEEDBACK_STATUS_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
} from '@/lib/support/messages';

const TICKET_STATUS_VARIANT = {
  open: 'blue',
  in_progress: 'yellow',
  resolved: 'default',
  closed: 'muted',
} as const satisfies Record<SupportStatus, 'blue' | 'yellow' | 'default' | 'muted'>;

const FEEDBACK_STATUS_VARIANT = {
  new: 'blue',
  reviewed: 'yellow',
  resolved: 'default',
  ignored: 'muted',
} as const satisfies Record<FeedbackStatus, 'blue' | 'yellow' | 'default' | 'muted'>;

/** A ticket's status as a coloured badge ("Open", "In progress", "Resolved", "Closed"). */
export function TicketStatusBadge({ status }: { status: SupportStatus }) {
  return <Badge variant={TICKET_STATUS_VARIANT[status]}>{SUPPORT_STATUS_LABELS[status]}</Badge>;
}

/** Feedback's status as a coloured badge ("New", "Reviewed", "Resolved", "Ignored"). */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge variant={FEEDBACK_STATUS_VARIANT[status]}>{FEEDBACK_STATUS_LABELS[status]}</Badge>;
}

/** The gold "High priority" badge of a Premium sender's ticket; nothing for normal priority. */
export function PriorityBadge({ priority }: { priority: SupportPriority }) {
  if (priority !== 'high') return null;
  return (
    <Badge variant="premium">
      <Crown className="size-3" aria-hidden />
      {SUPPORT_PRIORITY_LABELS.high}
    </Badge>
  );
}

/** The gold "Premium" badge next to a sender. */
export function PremiumBadge() {
  return (
    <Badge variant="premium">
      <Crown className="size-3" aria-hidden />
      Premium
    </Badge>
  );
}
