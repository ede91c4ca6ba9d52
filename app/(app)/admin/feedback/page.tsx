import type { Metadata } from 'next';
import { FeedbackAdmin } from '@/components/admin/feedback-admin';

export const metadata: Metadata = { title: 'Admin: feedback', robots: { index: false } };

/** /admin/feedback: admins only (the layout checks the role on the server). */
export default function AdminFeedbackPage() {
  return <FeedbackAdmin />;
}
