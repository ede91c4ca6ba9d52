import type { Metadata } from 'next';
import Link from 'next/link';
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PRIVACY_EMAIL, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '@/lib/constants';

export const metadata: Metadata = {
  title: 'Contact',
  description: 'How to get help with Plenary: e-mail support, response times and data requests.',
};

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Contact us</h1>
      <p className="mt-4 text-lg text-muted">
        Stuck on something, spotted a mistake in a lesson, or have an idea? A real person reads every message.
      </p>

      <div className="mt-10 grid gap-5">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Mail className="size-5" aria-hidden />
              </span>
              <h2 className="text-lg font-semibold leading-tight text-ink">E-mail support</h2>
            </div>
            <CardDescription>
              For help with your account, lessons, printing or billing. Please include the e-mail address you
              signed up with and, for a lesson, its title.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild size="lg" className="max-w-full">
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <Mail aria-hidden />
                <span className="truncate">{SUPPORT_EMAIL}</span>
              </a>
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Clock className="size-5" aria-hidden />
              </span>
              <h2 className="text-lg font-semibold leading-tight text-ink">When to expect a reply</h2>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-lg border border-line bg-paper p-4">
                <dt className="text-sm text-muted">Free plan</dt>
                <dd className="mt-1 text-lg font-semibold">Within {SUPPORT_RESPONSE_HOURS.standard} hours</dd>
              </div>
              <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
                <dt className="text-sm text-amber-900">Premium (priority support)</dt>
                <dd className="mt-1 text-lg font-semibold">Within {SUPPORT_RESPONSE_HOURS.premium} hours</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-muted">
              These are our usual response times, and we reply to every message.
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <ShieldCheck className="size-5" aria-hidden />
              </span>
              <h2 className="text-lg font-semibold leading-tight text-ink">Your data</h2>
            </div>
          </CardHeader>
          <CardContent className="space-y-3 text-sm leading-relaxed">
            <p>
              You can export all your data or delete your account yourself, at any time, from Settings in your
              account.
            </p>
            <p>
              For any other request about your personal data, such as a copy of what we hold or a correction,
              write to{' '}
              <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
                {PRIVACY_EMAIL}
              </a>
              . Our{' '}
              <Link href="/privacy" className={linkClass}>
                privacy notice
              </Link>{' '}
              explains your rights and how we handle data requests.
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
