import { Bug, Lightbulb, MessageCircle, TrendingUp, type LucideIcon } from 'lucide-react';
import type { FeedbackType } from '@/lib/constants/feedback';

/** One icon per feedback type, used by the widget and the admin list. */
export const FEEDBACK_TYPE_ICONS: Record<FeedbackType, LucideIcon> = {
  bug: Bug,
  feature: Lightbulb,
  improvement: TrendingUp,
  other: MessageCircle,
};
