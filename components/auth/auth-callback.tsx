'use client';
/**
 * After an OAuth sign-in: an `error`
 * parameter → 'Authentication failed'; no session → 'No authentication token received';
 * profile fetch fails → 'Authentication failed'; else /dashboard or /onboarding.
 */
import { useEffect, useRef } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { getSession } from 'next-auth/react';
import { LoadingScreen } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import type { PublicUser } from '@/lib/users/profile';

export function AuthCallback() {
  const router = useRouter();
  const search = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      if (search.get('error')) {
        notify.error('Authentication failed');
        router.replace('/login');
        return;
      }
      const session = await getSession();
      if (!session) {
        notify.error('No authentication token received');
        router.replace('/login');
        return;
      }
      try {
        const profile = await apiFetch<PublicUser>('/user/profile', { redirectOn401: false });
        notify.success('Successfully signed in!');
        router.replace(profile.activeRole ? '/dashboard' : '/onboarding');
      } catch {
        notify.error('Authentication failed');
        router.replace('/login');
      }
    })();
  }, [router, search]);

  return <LoadingScreen label="Completing sign in..." />;
}
