'use client';
/**
 * The header. Marketing pages: Sign In and Get Started for visitors, Dashboard and Create Content
 * for signed-in users (product-spec §2 Landing). App pages add Account and Sign out (§2 Dashboard).
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard, LogOut, Plus, UserRound, Library } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { notify } from '@/lib/client/toast';
import { signOutDeliberately } from '@/lib/client/sign-out';

export function SiteHeader({ variant = 'marketing' }: { variant?: 'marketing' | 'app' }) {
  const { status } = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();

  async function handleSignOut() {
    await signOutDeliberately(() => {
      queryClient.clear();
      notify.success('Logged out successfully');
      router.replace('/');
    });
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        {/* The logo gives way (its word truncates) before the nav can push the page sideways. */}
        <Logo href={status === 'authenticated' && variant === 'app' ? '/dashboard' : '/'} />
        <nav aria-label="Main" className="flex shrink-0 items-center gap-0.5 sm:gap-2">
          {status === 'loading' ? (
            <span className="h-8 w-32" aria-hidden />
          ) : status === 'authenticated' ? (
            <>
              {variant === 'app' ? (
                <Button asChild variant="ghost" size="sm" aria-label="Dashboard">
                  <Link href="/dashboard">
                    <LayoutDashboard aria-hidden />
                    <span className="hidden sm:inline">Dashboard</span>
                  </Link>
                </Button>
              ) : (
                <Button asChild variant="ghost" size="sm">
                  <Link href="/dashboard">Dashboard</Link>
                </Button>
              )}
              {variant === 'app' && (
                <Button asChild variant="ghost" size="sm" aria-label="My lessons">
                  <Link href="/lessons">
                    <Library aria-hidden />
                    <span className="hidden sm:inline">My lessons</span>
                  </Link>
                </Button>
              )}
              <Button asChild size="sm">
                <Link href="/generate">
                  <Plus aria-hidden />
                  <span className={variant === 'app' ? 'sr-only sm:not-sr-only' : undefined}>Create Content</span>
                </Link>
              </Button>
              {variant === 'app' && (
                <>
                  <Button asChild variant="ghost" size="sm" aria-label="Account">
                    <Link href="/account">
                      <UserRound aria-hidden />
                      <span className="hidden sm:inline">Account</span>
                    </Link>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={handleSignOut} aria-label="Sign out">
                    <LogOut aria-hidden />
                    <span className="hidden sm:inline">Sign out</span>
                  </Button>
                </>
              )}
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link href="/login">Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/signup">Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
