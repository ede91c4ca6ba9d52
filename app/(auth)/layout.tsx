import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { Logo } from '@/components/layout/logo';

/** Sign-in pages: a quiet centred card. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
