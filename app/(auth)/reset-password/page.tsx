import type { Metadata } from 'next';
import { LinkProblem } from '@/components/auth/link-problem';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { LINK_PROBLEMS } from '@/lib/users/account-links';
import { resetLinkState } from '@/lib/users/passwords';

export const metadata: Metadata = { title: 'Choose a new password' };
export const dynamic = 'force-dynamic';

/**
 * /reset-password?token=…: the form for a new password while the link works; otherwise what is
 * wrong with the link (used, expired, not valid) and the way to a new one.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const state = await resetLinkState(token);
  if (state !== 'valid') {
    return (
      <LinkProblem
        title="This link no longer works"
        message={`${LINK_PROBLEMS[state]} Reset links work once, for an hour.`}
        action={{ label: 'Send me a new link', href: '/forgot-password' }}
      />
    );
  }
  return <ResetPasswordForm token={token} />;
}
