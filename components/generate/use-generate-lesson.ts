'use client';
/**
 * Runs POST /api/generate/lesson as a progress stream and keeps the screen's state: the latest
 * stage (percent and text straight from the server's events) and the outcome.
 * On success it shows a success toast and opens the new lesson.
 */
import { useCallback, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { postWithProgress } from '@/lib/client/progress-stream';
import { notify } from '@/lib/client/toast';
import type { GenerateLessonBody } from '@/lib/validation/lesson-form';

/** The toasts of a generation: success, incomplete, failure. */
export const GENERATE_MESSAGES = {
  success: 'Lesson generated successfully!',
  incomplete: 'Lesson created! (Some components may be incomplete)',
  failed: 'Failed to generate lesson',
} as const;

export interface GenerationStage {
  percent: number;
  message: string;
}

/** Shown from the moment the request is sent until the server's first stage event arrives. */
const WAITING: GenerationStage = { percent: 0, message: 'Sending your request...' };

export type GenerateOutcome =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'limit'; message: string }
  | { status: 'error'; message: string; code: string };

export function useGenerateLesson() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<GenerationStage>(WAITING);
  const [outcome, setOutcome] = useState<GenerateOutcome>({ status: 'idle' });

  /** Sends the request; resolves when it has failed (the outcome says why) or the lesson is opening. */
  const generate = useCallback(
    async (body: GenerateLessonBody) => {
      setStage(WAITING);
      setOutcome({ status: 'generating' });
      try {
        const done = await postWithProgress('/generate/lesson', body, (event) => {
          if (event.type === 'stage') setStage({ percent: event.percent, message: event.message });
        });
        if (!done.id) throw new ApiClientError(GENERATE_MESSAGES.failed, 500, 'INTERNAL_ERROR');
        if (done.warnings?.length) notify.info(GENERATE_MESSAGES.incomplete);
        else notify.success(GENERATE_MESSAGES.success);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
          queryClient.invalidateQueries({ queryKey: queryKeys.lessons }),
        ]);
        // The overlay stays up until the lesson page replaces this one.
        router.push(`/lessons/${done.id}`);
      } catch (err) {
        const message = err instanceof ApiClientError && err.message ? err.message : GENERATE_MESSAGES.failed;
        const code = err instanceof ApiClientError ? err.code : 'UNKNOWN';
        if (code === 'LIMIT_REACHED') {
          setOutcome({ status: 'limit', message });
          void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
        } else {
          setOutcome({ status: 'error', message, code });
          notify.error(message);
        }
      }
    },
    [queryClient, router],
  );

  const dismiss = useCallback(() => setOutcome({ status: 'idle' }), []);

  return { generate, stage, outcome, generating: outcome.status === 'generating', dismiss };
}
