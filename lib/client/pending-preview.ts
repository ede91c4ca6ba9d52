'use client';
/**
 * The visitor's preview in session storage: the preview the /preview page shows, and the
 * pending preview token that signing up or signing in claims into a saved lesson. Both copies
 * are removed once the preview is claimed. Session storage only: nothing here outlives the tab.
 */
import type { LessonPreview } from '@/lib/previews/service';
import { apiFetch, ApiClientError } from './api';
import { notify } from './toast';

export type { LessonPreview };

const PREVIEW_KEY = 'lessonPreview';
const TOKEN_KEY = 'pendingPreviewToken';

/**
 * The delays around claiming: 0.5 s after sign-up before claiming and again before going to the
 * lesson; 1 s on the preview page before going to it.
 */
export const PREVIEW_DELAYS_MS = { beforeClaim: 500, beforeRedirect: 500, previewPageRedirect: 1000 } as const;

/** Waits `ms` milliseconds. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off by the browser
  }
}

/** True when `value` has the parts of a LessonPreview the page relies on. */
function isPreview(value: unknown): value is LessonPreview {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<LessonPreview>;
  return (
    typeof p.token === 'string' &&
    typeof p.title === 'string' &&
    Array.isArray(p.objectives) &&
    Array.isArray(p.materials) &&
    Array.isArray(p.keyVocabulary) &&
    ['starter', 'main', 'plenary'].every((phase) => typeof (p as Record<string, { description?: unknown }>)[phase]?.description === 'string')
  );
}

/**
 * Keeps a freshly generated preview and its token for claiming. Returns false when `value` is
 * not a preview (the server answered something unexpected) or the browser refuses storage.
 */
export function storePreview(value: unknown): boolean {
  const store = storage();
  if (!store || !isPreview(value)) return false;
  try {
    store.setItem(PREVIEW_KEY, JSON.stringify(value));
    store.setItem(TOKEN_KEY, value.token);
    return true;
  } catch {
    return false;
  }
}

/** The stored preview, or null when there is none or it is unreadable (then it is removed). */
export function readPreview(): LessonPreview | null {
  const store = storage();
  const raw = store?.getItem(PREVIEW_KEY);
  if (!store || !raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isPreview(parsed)) return parsed;
  } catch {
    // fall through: a damaged copy is as good as none
  }
  store.removeItem(PREVIEW_KEY);
  return null;
}

/** The pending preview token waiting to be claimed, or null. */
export function pendingPreviewToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

/** Removes both session copies (after a claim, or when the preview can never be claimed). */
export function clearPendingPreview(): void {
  const store = storage();
  store?.removeItem(PREVIEW_KEY);
  store?.removeItem(TOKEN_KEY);
}

export type ClaimResult = { ok: true; id: string } | { ok: false; error: ApiClientError };

let inFlight: Promise<ClaimResult> | null = null;

/**
 * Claims the pending preview for the signed-in user (POST /api/generate/claim-preview
 * {previewToken}) → the new lesson's id; the server counts it as one of the free lessons.
 * Both session copies are removed on success, and also when the server says the preview is
 * gone (404: expired or already unlocked), so it is not tried again. Calls made while one is
 * running share it, so a preview is never claimed twice. Returns null when nothing is pending.
 */
export function claimPendingPreview(): Promise<ClaimResult> | null {
  if (inFlight) return inFlight;
  const previewToken = pendingPreviewToken();
  if (!previewToken) return null;
  inFlight = apiFetch<{ id: string }>('/generate/claim-preview', { body: { previewToken }, redirectOn401: false })
    .then((data): ClaimResult => {
      clearPendingPreview();
      return { ok: true, id: data.id };
    })
    .catch((err: unknown): ClaimResult => {
      const error = err instanceof ApiClientError ? err : new ApiClientError('Failed to unlock preview', 0, 'UNKNOWN');
      if (error.status === 404) clearPendingPreview();
      return { ok: false, error };
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Run after a successful sign-up or sign-in:
 * when a preview is pending, waits 0.5 s, claims it, toasts the outcome and returns where to go
 * next: the new lesson (after another 0.5 s), or `failurePath` when the claim failed.
 * Returns null when no preview is pending, so the caller goes on as usual.
 */
export async function unlockPendingPreviewAfterAuth(failurePath: string): Promise<string | null> {
  if (!pendingPreviewToken()) return null;
  await wait(PREVIEW_DELAYS_MS.beforeClaim);
  const result = await claimPendingPreview();
  if (!result) return null;
  if (result.ok) {
    notify.success('Preview unlocked! Loading your lesson...');
    await wait(PREVIEW_DELAYS_MS.beforeRedirect);
    return `/lessons/${result.id}`;
  }
  notify.error('Failed to unlock preview. Redirecting to dashboard...');
  return failurePath;
}
