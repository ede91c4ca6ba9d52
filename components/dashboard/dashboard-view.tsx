'use client';
import { LoadError } from '@/components/common/load-error';
import { CompleteSetupCard } from '@/components/common/complete-setup-card';
import { useDashboard, useErrorToastOnce } from '@/components/common/use-dashboard';
import { useProfile } from '@/lib/client/profile';
import { CreateLessonCard, UpgradeCard } from './action-cards';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardEmptyState } from './empty-state';
import { RecentLessons } from './recent-lessons';
import { StatCards } from './stat-cards';
import { VerifyEmailNotice } from './verify-email-notice';
import { SubjectsChart } from './subjects-chart';

const LOAD_ERROR = 'Failed to load dashboard data';

export function DashboardView() {
  const profile = useProfile();
  const dashboard = useDashboard();
  useErrorToastOnce(dashboard.isError, LOAD_ERROR);

  const user = profile.data;
  const greetingName = user?.name?.trim() || user?.email || '';

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          Welcome back, {greetingName}
        </h1>
        <p className="text-sm text-muted">
          {user?.subject ? `Your lessons for ${user.subject}, all in one place.` : 'Your lessons, all in one place.'}
        </p>
      </div>

      {user && !user.emailVerified && <VerifyEmailNotice email={user.email} />}

      {user && !user.subject && <CompleteSetupCard />}

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError message={LOAD_ERROR} onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <>
          <StatCards overview={dashboard.data.overview} />
          <div className={dashboard.data.overview.isPremium ? 'grid gap-4' : 'grid gap-4 md:grid-cols-2'}>
            <CreateLessonCard />
            {!dashboard.data.overview.isPremium && <UpgradeCard />}
          </div>
          {dashboard.data.overview.totalLessons === 0 ? (
            <DashboardEmptyState />
          ) : (
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-5">
              <div className="min-w-0 lg:col-span-3">
                <RecentLessons lessons={dashboard.data.recentLessons} />
              </div>
              <div className="min-w-0 lg:col-span-2">
                <SubjectsChart data={dashboard.data.subjectBreakdown} />
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
