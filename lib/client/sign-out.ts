'use client';
/**
 * Signing out on purpose (the header's Sign out): the guard on the page being left must not
 * treat the now-missing session as an expired one and send the user to /login.
 */
import { signOut } from 'next-auth/react';

let leaving = false;

/** True while a deliberate sign-out is navigating away. */
export function isSigningOut(): boolean {
  return leaving;
}

/** Ends the session and runs `then` (navigation); the guard stays quiet meanwhile. */
export async function signOutDeliberately(then: () => void): Promise<void> {
  leaving = true;
  try {
    await signOut({ redirect: false });
    then();
  } finally {
    // Let the navigation start before guards react to sessions again.
    setTimeout(() => {
      leaving = false;
    }, 1500);
  }
}
