/**
 * The built-in offline provider: the default when no Claude key is set. Writes
 * deterministic lessons with no network; the last few lessons are kept so the three parts of
 * one request are written once.
 */
import type { LessonContent, LessonRequest } from '@/lib/ai/schemas';
import { offlineLesson, requestKey } from '@/lib/ai/offline';
import type { LessonProvider } from './types';

const MEMO_SIZE = 8;
const memo = new Map<string, LessonContent>();

function lessonFor(request: LessonRequest, variant = ''): LessonContent {
  const key = `${requestKey(request)}\u0000${variant}`;
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const lesson = offlineLesson(request, variant);
  memo.set(key, lesson);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  return lesson;
}

export const offlineProvider: LessonProvider = {
  name: 'offline',
  /**
   * A part of the request's lesson. With feedback (a teacher's rewrite), a different variant is
   * written, and a rewritten phase records the teacher's request as its first step, since the
   * offline writer cannot follow free-text instructions itself.
   */
  async generatePart({ part, request, feedback }) {
    const value = structuredClone(lessonFor(request, feedback?.text ?? '')[part]);
    if (part === 'lessonPlan' && feedback?.section && value && 'starter' in value) {
      const phase = value[feedback.section];
      const note = `Adapt this for the class as the teacher asked: "${feedback.text.replace(/\s+/g, ' ').trim()}".`;
      if (phase.activities[0]) phase.activities[0].stepByStep = [note, ...phase.activities[0].stepByStep];
    }
    return value;
  },
};
