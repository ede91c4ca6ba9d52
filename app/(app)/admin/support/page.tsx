import type { Metadata } from 'next';
import { SupportAdmin } from '@/components/admin/support-admin';

export const metadata: Metadata = { title: 'Admin: support tickets', robots: { index: false } };

/** /admin/support: admins only (the layout checks the role on the server). */
export default function AdminSupportPage() {
  return <SupportAdmin />;
}
