'use client';
/**
 * Opens a verification link: sends its token to the server once and shows the outcome. A link
 * that no longer works says why and offers a new one (sent from here when signed in, else after
 * signing in from the dashboard).
 */
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { LinkProblem } from './link-problem';
import { ResendVerificationButton } from '@/components/dashboard/verify-email-notice';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { notify } from '@/lib/client/toast';

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'failed'; message: string };

export function VerifyEmail({ token }: { token: string }) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiFetch<{ email: string }>('/auth/verify-email', { body: { token }, redirectOn401: false })
      .then(({ email }) => {
        setOutcome({ state: 'verified', email });
        notify.success('E-mail address confirmed');
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      })
      .catch((err: unknown) => {
        const message = errorMessage(err, 'Could not confirm your address. Please try again.');
        setOutcome({ state: 'failed', message });
        notify.error(message);
      });
  }, [token, queryClient]);

  if (outcome.state === 'verifying') return <LoadingScreen label="Confirming your e-mail address..." />;

  if (outcome.state === 'failed') {
    return (
      <LinkProblem
        title="This link no longer works"
        message={`${outcome.message} Verification links work once, for 24 hours.`}
        action={
          status === 'authenticated' ? (
            <ResendVerificationButton className="w-full" label="Send me a new link" />
          ) : (
            <Button asChild className="w-full">
              <Link href="/login?from=%2Fdashboard">Sign in to get a new link</Link>
            </Button>
          )
        }
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <span className="flex size-11 items-center justify-center rounded-full bg-green-50 text-green-700">
          <CheckCircle2 className="size-5" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold leading-tight text-ink">E-mail address confirmed</h1>
        <CardDescription role="status">
          Thank you. <span className="font-medium text-ink">{outcome.email}</span> is confirmed, so you can reset your
          password there if you ever need to.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link href={status === 'authenticated' ? '/dashboard' : '/login'}>
            {status === 'authenticated' ? 'Go to your dashboard' : 'Sign in'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
