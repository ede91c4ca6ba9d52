import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { pageUser } from '@/lib/auth/session';

/**
 * Every /admin page: the server decides, from the account's role, before anything renders.
 * Signed out → /login; signed in but not an admin → /dashboard.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await pageUser();
  if (!user) redirect('/login?from=%2Fadmin%2Ffeedback');
  if (user.role !== 'admin') redirect('/dashboard');
  return children;
}
