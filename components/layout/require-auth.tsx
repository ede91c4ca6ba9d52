'use client';
/**
 * The guarded-page wrapper: "Loading..." while the session starts; signed-out
 * visitors go to /login?from=<this page>; users without an active role go to /onboarding.
 * The server checks every API call again; this only decides what to show.
 */
import { useEffect, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { LoadingScreen } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/lib/client/profile';
import { isSigningOut } from '@/lib/client/sign-out';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const profile = useProfile();
  // A lesson page opens before onboarding: a preview unlocked at sign-up goes straight to its
  // lesson; the API still checks that the lesson is the user's.
  const onboardingNotNeeded = pathname.startsWith('/onboarding') || /^\/lessons\/[^/]+$/.test(pathname);
  const needsOnboarding = profile.data ? !profile.data.activeRole : false;

  useEffect(() => {
    if (status === 'unauthenticated') {
      if (isSigningOut()) return;
      const query = search.toString();
      const from = pathname + (query ? `?${query}` : '');
      router.replace(`/login?from=${encodeURIComponent(from)}`);
    } else if (needsOnboarding && !onboardingNotNeeded) {
      router.replace('/onboarding');
    }
  }, [status, needsOnboarding, onboardingNotNeeded, pathname, search, router]);

  if (status !== 'authenticated') return <LoadingScreen />;
  if (profile.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-24 text-center">
        <p className="font-medium">We couldn't load your account.</p>
        <p className="text-sm text-muted">{profile.error.message}</p>
        <Button onClick={() => profile.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!profile.data || (needsOnboarding && !onboardingNotNeeded)) return <LoadingScreen />;
  return <>{children}</>;
}
