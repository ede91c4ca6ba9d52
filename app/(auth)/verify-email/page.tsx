import type { Metadata } from 'next';
import { LinkProblem } from '@/components/auth/link-problem';
import { VerifyEmail } from '@/components/auth/verify-email';
import { LINK_PROBLEMS } from '@/lib/users/account-links';

export const metadata: Metadata = { title: 'Confirm your e-mail address' };

/** /verify-email?token=…: confirms the address the link was sent to. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  if (typeof raw !== 'string' || raw.length === 0) {
    return <LinkProblem title="This link no longer works" message={LINK_PROBLEMS.invalid} action={{ label: 'Go to your dashboard', href: '/dashboard' }} />;
  }
  return <VerifyEmail token={raw} />;
}
