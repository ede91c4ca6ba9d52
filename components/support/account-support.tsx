'use client';
import { AdminLinks } from '@/components/admin/admin-links';
import type { AccountProfile } from '@/lib/users/profile';
import { MyTickets } from './my-tickets';

/** The account page's support section: "My tickets", and the admin shortcuts for admins. */
export function AccountSupport({ account }: { account: Pick<AccountProfile, 'role'> }) {
  return (
    <div className="space-y-6">
      <MyTickets />
      {account.role === 'admin' && <AdminLinks />}
    </div>
  );
}
