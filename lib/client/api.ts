'use client';
/**
 * The browser's one way to call /api: unwraps `{ success, data }`, throws ApiClientError with
 * the server's message and code otherwise, and on a 401 clears the session and goes to /login.
 * Cookies carry the session; no token is kept in storage.
 */
import { signOut } from 'next-auth/react';

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Set false for calls where 401 is an expected answer (e.g. a wrong password). */
  redirectOn401?: boolean;
  signal?: AbortSignal;
}

/** Every API call times out after 120 s. */
const TIMEOUT_MS = 120_000;

let redirecting = false;

/** Clears the session and goes to /login?from=<this page>; once, however many calls fail. */
export async function handleUnauthorized(): Promise<void> {
  if (redirecting) return;
  redirecting = true;
  try {
    await signOut({ redirect: false });
  } finally {
    const from = window.location.pathname + window.location.search;
    window.location.assign(`/login?from=${encodeURIComponent(from)}`);
  }
}

/** Calls `/api${path}` and returns `data`; throws ApiClientError with the server's `error` text. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, redirectOn401 = true } = options;
  const signal = options.signal ?? AbortSignal.timeout(TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiClientError('Could not reach Plenary. Check your connection and try again.', 0, 'NETWORK_ERROR');
  }
  let payload: { success?: boolean; data?: T; error?: string; code?: string } | null = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  if (res.ok && payload?.success) return payload.data as T;
  if (res.status === 401 && redirectOn401) void handleUnauthorized();
  throw new ApiClientError(payload?.error || `Request failed (${res.status})`, res.status, payload?.code || 'UNKNOWN');
}

/** The message to show for a failed call: the server's text, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError && err.message) return err.message;
  return fallback;
}
