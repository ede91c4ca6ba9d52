'use client';
/** Signs in with e-mail and password for the session cookie (next-auth Credentials). */
import { signIn } from 'next-auth/react';

/**
 * Returns null on success, else the message to show: the server's own text (wrong password,
 * rate limit) or `fallback`.
 */
export async function signInWithPassword(email: string, password: string, fallback: string): Promise<string | null> {
  const result = await signIn('credentials', { email, password, redirect: false });
  if (result?.ok && !result.error) return null;
  return result?.error && result.error !== 'CredentialsSignin' ? result.error : fallback;
}
