'use client';
/**
 * A quiet notice on the dashboard until the teacher confirms their address, with a Resend button
 * (the server limits how often). Nothing is blocked meanwhile: lessons can still be written.
 */
import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { cn } from '@/lib/class-names';

/** Asks the server for a new verification link; toasts the outcome. */
export function ResendVerificationButton({ className, label = 'Resend' }: { className?: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function resend() {
    setState('sending');
    try {
      const { alreadyVerified } = await apiFetch<{ alreadyVerified: boolean }>('/auth/verify-email/resend', { method: 'POST' });
      notify.success(alreadyVerified ? 'Your address is already confirmed' : 'We have sent you a new link');
      setState('sent');
    } catch (err) {
      notify.error(errorMessage(err, 'Could not send a new link. Please try again.'));
      setState('idle');
    }
  }
  return (
    <Button variant="outline" size="sm" className={className} onClick={resend} disabled={state !== 'idle'}>
      {state === 'sending' && <Spinner />}
      {state === 'sent' ? 'Sent' : label}
    </Button>
  );
}

export function VerifyEmailNotice({ email, className }: { email: string; className?: string }) {
  return (
    <div
      role="region"
      aria-labelledby="verify-email-title"
      className={cn('flex flex-col gap-3 rounded-xl border border-line bg-stone-50 px-4 py-3 sm:flex-row sm:items-center', className)}
    >
      <MailWarning className="hidden size-5 shrink-0 text-muted sm:block" aria-hidden />
      <div className="flex-1 text-sm">
        <p id="verify-email-title" className="font-medium text-ink">
          Please verify your e-mail address
        </p>
        <p className="text-muted">
          We sent a link to <span className="break-all">{email}</span>. It lets you reset your password if you ever forget it.
        </p>
      </div>
      <ResendVerificationButton />
    </div>
  );
}
