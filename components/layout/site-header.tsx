'use client';
/**
 * The header. Marketing pages: Sign In and Get Started for visitors, Dashboard and Create Content
 * for signed-in users. App pages add Account and Sign out.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard, LogOut, Plus, UserRound, Library, type LucideIcon } from 'lucide-react';
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
                <NavLink href="/dashboard" label="Dashboard" icon={LayoutDashboard} />
              ) : (
                <Button asChild variant="ghost" size="sm">
                  <Link href="/dashboard">Dashboard</Link>
                </Button>
              )}
              {variant === 'app' && (
                <NavLink href="/lessons" label="My lessons" icon={Library} />
              )}
              <Button asChild size="sm">
                <Link href="/generate">
                  <Plus aria-hidden />
                  <span className={variant === 'app' ? 'sr-only sm:not-sr-only' : undefined}>Create Content</span>
                </Link>
              </Button>
              {variant === 'app' && (
                <>
                  <NavLink href="/account" label="Account" icon={UserRound} />
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

/** A signed-in header link: its icon, and its name beside it from small screens up (always its accessible name). */
function NavLink({ href, label, icon: Icon }: { href: string; label: string; icon: LucideIcon }) {
  return (
    <Button asChild variant="ghost" size="sm" aria-label={label}>
      <Link href={href}>
        <Icon aria-hidden />
        <span className="hidden sm:inline">{label}</span>
      </Link>
    </Button>
  );
}
