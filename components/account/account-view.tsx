'use client';
import { LoadError } from '@/components/common/load-error';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { BackLink } from '@/components/common/back-link';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useErrorToastOnce } from '@/components/common/use-dashboard';
import { ComingSoonBadge } from './coming-soon';
import { RolesTab } from './roles-tab';
import { SettingsTab } from './settings-tab';
import { SubscriptionTab } from './subscription-tab';
import { useAccountProfile } from './use-account';
import { AccountSupport } from '@/components/support/account-support';
import { AccountData } from './account-data';
import { DangerZone } from './danger-zone';
import { DebugPremium } from './debug-premium';

const TABS = ['roles', 'subscription', 'settings'] as const;
type AccountTab = (typeof TABS)[number];
const LOAD_ERROR = 'Failed to load account information';

function tabFrom(value: string | null): AccountTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'roles';
}

export function AccountView() {
  const search = useSearchParams();
  const requested = tabFrom(search.get('tab'));
  const [tab, setTab] = useState<AccountTab>(requested);
  const account = useAccountProfile();
  useErrorToastOnce(account.isError, LOAD_ERROR);

  useEffect(() => setTab(requested), [requested]);

  function changeTab(value: string) {
    const next = tabFrom(value);
    setTab(next);
    const url = next === 'roles' ? '/account' : `/account?tab=${next}`;
    window.history.replaceState(null, '', url);
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BackLink href="/dashboard">Back to Dashboard</BackLink>
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Account settings</h1>
          <p className="text-sm text-muted">Your roles, plan and account details.</p>
        </div>
      </div>

      {account.isPending ? (
        <LoadingScreen />
      ) : account.isError ? (
        <LoadError message={LOAD_ERROR} onRetry={() => account.refetch()} retrying={account.isFetching} />
      ) : (
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList aria-label="Account sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="roles">Roles &amp; Profiles</TabsTrigger>
            <TabsTrigger value="subscription">Subscription</TabsTrigger>
            <TabsTrigger value="goals" disabled>
              Goals
              <ComingSoonBadge />
            </TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
          <TabsContent value="roles" className="mt-6">
            <RolesTab account={account.data} />
          </TabsContent>
          <TabsContent value="subscription" className="mt-6">
            <SubscriptionTab />
          </TabsContent>
          <TabsContent value="settings" className="mt-6 space-y-6">
            <SettingsTab account={account.data} />
            <AccountData />
            <DebugPremium isPremium={account.data.isPremium} />
            {account.data.role === 'admin' && <DangerZone />}
            <AccountSupport account={account.data} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
