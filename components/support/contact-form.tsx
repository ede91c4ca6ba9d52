'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SUPPORT_RESPONSE_HOURS } from '@/lib/constants/support';
import type { MyTicketView } from '@/lib/support/service';
import { SupportForm } from './support-form';

/**
 * The /contact page's support form the same form as the widget, for visitors too
 * (they give their e-mail). After sending it says what happens next, by the ticket's priority.
 */
export function ContactForm() {
  const { status } = useSession();
  const [sent, setSent] = useState<MyTicketView | null>(null);

  if (sent) {
    const hours = sent.priority === 'high' ? SUPPORT_RESPONSE_HOURS.premium : SUPPORT_RESPONSE_HOURS.standard;
    return (
      <Card role="status" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700" aria-hidden>
          <CheckCircle2 className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-ink">Thanks, your ticket is with us</h2>
        <p className="max-w-md break-words text-sm text-muted">
          &ldquo;{sent.subject}&rdquo;. We&apos;ll reply within {hours} hours
          {sent.priority === 'high' ? ' as priority support' : ''}.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={() => setSent(null)}>
            Send another
          </Button>
          {status === 'authenticated' && (
            <Button asChild>
              <Link href="/account?tab=settings#my-tickets">See your tickets</Link>
            </Button>
          )}
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Send us a message</h2>
      <p className="mb-5 mt-1 text-sm text-muted">Tell us what you need and we&apos;ll get back to you by e-mail.</p>
      <SupportForm layout="page" onSent={setSent} />
    </Card>
  );
}
