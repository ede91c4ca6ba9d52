'use client';
/**
 * The /preview page: shows the preview
 * kept in session storage, or goes to / when there is none. Visitors get the banner with Sign
 * In and Sign Up Free to Unlock; a signed-in user with a pending preview token claims it
 * automatically and goes to the new lesson after 1 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { LoadingScreen } from '@/components/ui/spinner';
import { notify } from '@/lib/client/toast';
import {
  PREVIEW_DELAYS_MS,
  claimPendingPreview,
  readPreview,
  wait,
  type LessonPreview,
} from '@/lib/client/pending-preview';
import { PreviewBasics, PreviewHeading, PreviewStructure } from './preview-sections';
import { LockedSections } from './locked-sections';
import { ClaimStatus, UnlockCta, VisitorBanner, type ClaimState } from './unlock-actions';

/** The /preview page's content: loading, redirect when empty, the preview, and the claim. */
export function PreviewView() {
  const router = useRouter();
  const { status } = useSession();
  // undefined while session storage has not been read yet (it only exists in the browser).
  const [preview, setPreview] = useState<LessonPreview | null | undefined>(undefined);
  const [claim, setClaim] = useState<ClaimState>({ state: 'idle' });
  const claimStarted = useRef(false);

  useEffect(() => {
    const stored = readPreview();
    setPreview(stored);
    if (!stored) router.replace('/');
  }, [router]);

  useEffect(() => {
    if (status !== 'authenticated' || !preview || claimStarted.current) return;
    const pending = claimPendingPreview();
    if (!pending) return;
    claimStarted.current = true;
    setClaim({ state: 'claiming' });
    void pending.then(async (result) => {
      if (result.ok) {
        notify.success('Preview unlocked! Redirecting to your lesson...');
        setClaim({ state: 'claimed', id: result.id });
        await wait(PREVIEW_DELAYS_MS.previewPageRedirect);
        router.replace(`/lessons/${result.id}`);
      } else {
        notify.error('Failed to unlock preview. Please generate a new lesson.');
        setClaim({ state: 'failed', message: result.error.message });
      }
    });
  }, [status, preview, router]);

  if (preview === undefined) return <LoadingScreen label="Loading your preview..." />;
  if (preview === null) return <LoadingScreen label="No preview to show. Taking you to the home page..." />;

  const visitor = status === 'unauthenticated';
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      {visitor && <VisitorBanner />}
      {status === 'authenticated' && <ClaimStatus claim={claim} />}
      <PreviewHeading preview={preview} />
      <PreviewBasics preview={preview} />
      <PreviewStructure preview={preview} />
      <LockedSections locked={preview.locked} />
      {visitor && <UnlockCta />}
    </div>
  );
}
