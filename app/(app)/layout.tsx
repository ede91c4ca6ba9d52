import { Suspense, type ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { RequireAuth } from '@/components/layout/require-auth';
import { LoadingScreen } from '@/components/ui/spinner';

/** Signed-in pages: header with Account and Sign out, guarded by RequireAuth. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader variant="app" />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Suspense fallback={<LoadingScreen />}>
          <RequireAuth>{children}</RequireAuth>
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
