import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountView } from '@/components/account/account-view';
import { LoadingScreen } from '@/components/ui/spinner';

export const metadata: Metadata = { title: 'Account' };

export default function AccountPage() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AccountView />
    </Suspense>
  );
}
