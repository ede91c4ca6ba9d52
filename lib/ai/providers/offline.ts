/**
 * The built-in offline provider (DECISIONS §5): the default when no Claude key is set. Writes
 * deterministic lessons with no network; the last few lessons are kept so the three parts of
 * one request are written once.
 */
import type { LessonContent, LessonRequest } from '@/lib/ai/schemas';
import { offlineLesson, requestKey } from '@/lib/ai/offline';
import type { LessonProvider } from './types';

const MEMO_SIZE = 8;
const memo = new Map<string, LessonContent>();

function lessonFor(request: LessonRequest): LessonContent {
  const key = requestKey(request);
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const lesson = offlineLesson(request);
  memo.set(key, lesson);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  return lesson;
}

export const offlineProvider: LessonProvider = {
  name: 'offline',
  async generatePart({ part, request }) {
    return structuredClone(lessonFor(request)[part]);
  },
};
