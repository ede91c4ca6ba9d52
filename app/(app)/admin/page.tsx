import { redirect } from 'next/navigation';

/** /admin has no screen of its own: it opens the feedback inbox. */
export default function AdminIndex() {
  redirect('/admin/feedback');
}
