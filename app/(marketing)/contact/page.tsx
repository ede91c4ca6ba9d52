import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ContactForm } from '@/components/support/contact-form';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/lib/constants/product';
import { SUPPORT_RESPONSE_HOURS } from '@/lib/constants/support';

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Get help with Plenary: send a support ticket, see our response times, or ask about your data.',
};

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

function CardHeading({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <h2 className="text-base font-semibold leading-tight text-ink">{children}</h2>
    </div>
  );
}

/**
 * /contact: the support form as a page, for visitors and users,
 * beside the response times and data requests.
 */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Contact support</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Stuck on something, spotted a mistake in a lesson, or have an idea? A real person reads every message.
      </p>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContactForm />

        <div className="grid gap-5">
          <Card>
            <CardHeader>
              <CardHeading icon={Clock}>When to expect a reply</CardHeading>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                <div className="rounded-lg border border-line bg-paper p-3">
                  <dt className="text-sm text-muted">Free plan</dt>
                  <dd className="mt-0.5 font-semibold">Within {SUPPORT_RESPONSE_HOURS.standard} hours</dd>
                </div>
                <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                  <dt className="text-sm text-amber-900">Premium (priority support)</dt>
                  <dd className="mt-0.5 font-semibold">Within {SUPPORT_RESPONSE_HOURS.premium} hours</dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardHeading icon={Mail}>Prefer e-mail?</CardHeading>
            </CardHeader>
            <CardContent className="text-sm leading-relaxed">
              <p>
                Write to{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
                  {SUPPORT_EMAIL}
                </a>
                . For a lesson, please include its title.
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardHeading icon={ShieldCheck}>Your data</CardHeading>
            </CardHeader>
            <CardContent className="space-y-3 text-sm leading-relaxed">
              <p>You can export all your data or delete your account yourself, at any time, from Settings in your account.</p>
              <p>
                For any other request about your personal data, write to{' '}
                <a href={`mailto:${PRIVACY_EMAIL}`} className={`${linkClass} break-all`}>
                  {PRIVACY_EMAIL}
                </a>
                . Our{' '}
                <Link href="/privacy" className={linkClass}>
                  privacy notice
                </Link>{' '}
                explains your rights.
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
