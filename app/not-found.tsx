import type { Metadata } from 'next';
import Link from 'next/link';
import { House, LifeBuoy, SearchX } from 'lucide-react';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { GoBackButton } from '@/components/marketing/go-back-button';

export const metadata: Metadata = {
  title: 'Page not found',
};

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 items-center">
        <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <SearchX className="size-8" aria-hidden />
          </span>
          <p className="mt-6 text-sm font-medium text-brand-700">Error 404</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">We couldn&apos;t find that page</h1>
          <p className="mt-4 text-muted">
            The link may be out of date, or the page may have moved.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link href="/">
                <House aria-hidden />
                <span>Go Home</span>
              </Link>
            </Button>
            <GoBackButton size="lg" variant="outline" />
          </div>
          <p className="mt-8 flex items-center gap-2 text-sm text-muted">
            <LifeBuoy className="size-4 shrink-0" aria-hidden />
            <span>
              Still stuck?{' '}
              <Link href="/contact" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                Contact support
              </Link>
            </span>
          </p>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
