'use client';
import type { ReactNode } from 'react';
import { useSession } from 'next-auth/react';

/**
 * Shows `member` to signed-in users and `visitor` to everyone else. While the session is
 * still loading the visitor version is shown, so the page is complete without JavaScript.
 */
export function SessionSwitch({ visitor, member }: { visitor: ReactNode; member: ReactNode }) {
  const { status } = useSession();
  return <>{status === 'authenticated' ? member : visitor}</>;
}

/** Content for visitors only; hidden once the user is known to be signed in. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'authenticated') return null;
  return <>{children}</>;
}
