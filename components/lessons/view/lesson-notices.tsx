import { AlertTriangle, Info } from 'lucide-react';
import type { LessonView } from '@/lib/lessons/service';

/** The offline provider's name as LessonView.provider holds it (lib/ai/providers/offline.ts). */
const OFFLINE_PROVIDER = 'offline';
const OFFLINE_FALLBACK =
  "This is an offline sample lesson written without the AI model by Plenary's built-in generator. Please check it before use.";

/**
 * Notes at the top of a lesson: the offline-sample notice (without an AI key the built-in
 * generator writes the lesson; its own wording is in lessonPlan.notice) and any warnings saved
 * with the lesson (e.g. a worksheet that could not be written).
 */
export function LessonNotices({ lesson }: { lesson: LessonView }) {
  const offline = lesson.provider === OFFLINE_PROVIDER;
  const notice = lesson.lessonPlan?.notice?.trim() || (offline ? OFFLINE_FALLBACK : '');
  if (!notice && lesson.warnings.length === 0) return null;
  return (
    <div className="space-y-3">
      {notice && (
        <aside
          aria-label={offline ? 'Offline sample lesson' : 'About this lesson'}
          className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden />
          <div className="space-y-0.5">
            {offline && <p className="font-semibold">Offline sample lesson</p>}
            <p className="break-words">{notice}</p>
          </div>
        </aside>
      )}
      {lesson.warnings.length > 0 && (
        <aside
          aria-label="Lesson warnings"
          className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">Some parts of this lesson may be incomplete</p>
            <ul className="list-disc space-y-0.5 pl-5">
              {lesson.warnings.map((warning, i) => (
                <li key={i} className="break-words">
                  {warning}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </div>
  );
}
