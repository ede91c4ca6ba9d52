/**
 * The parts of the lesson a preview keeps back: homework,
 * assessment, support, challenge, the worksheet and the quiz, shown locked. The server sends
 * only whether each exists and how many questions there are, never the content.
 */
import { Lock } from 'lucide-react';
import { LESSON_RULES } from '@/lib/constants/lessons';
import type { LessonPreview } from '@/lib/client/pending-preview';
import { plural } from '@/lib/format';

/** "14 questions", or the promised range ("12-15 questions") when no count was sent. */
function questionCount(count: number | undefined, range: { min: number; max: number }): string {
  return count && count > 0 ? plural(count, 'question') : `${range.min}-${range.max} questions`;
}

function LockedCard({ title, description }: { title: string; description: string }) {
  return (
    <li className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 sm:p-4">
      <div className="flex items-center gap-2">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-stone-600 ring-1 ring-stone-200">
          <Lock className="size-3.5" aria-hidden />
        </span>
        <h3 className="text-sm font-medium leading-tight text-ink sm:text-base">
          {title}
          <span className="sr-only"> (locked)</span>
        </h3>
      </div>
      <p className="mt-2 text-xs text-muted sm:text-sm">{description}</p>
      <div className="mt-3 space-y-1.5" aria-hidden>
        <div className="h-2 w-11/12 rounded-full bg-stone-200" />
        <div className="h-2 w-3/4 rounded-full bg-stone-200" />
      </div>
    </li>
  );
}

/** The locked cards, titled for the visitor. */
export function LockedSections({ locked }: { locked: LessonPreview['locked'] | undefined }) {
  const cards = [
    locked?.homework !== false && { title: 'Homework', description: 'Tasks to set for after the lesson' },
    locked?.assessment !== false && { title: 'Assessment', description: 'Formative and summative checks of learning' },
    locked?.support !== false && { title: 'Support strategies', description: 'Ways to help pupils who need more support' },
    locked?.challenge !== false && { title: 'Challenge activities', description: 'Stretch for pupils ready to go further' },
    {
      title: 'Worksheet',
      description: `${questionCount(locked?.worksheetQuestions, LESSON_RULES.worksheetQuestions)} with a full answer key`,
    },
    { title: 'Quiz', description: `${questionCount(locked?.quizQuestions, LESSON_RULES.quizQuestions)} with answers and explanations` },
  ].filter((card): card is { title: string; description: string } => Boolean(card));

  return (
    <section aria-labelledby="locked-heading" className="space-y-3">
      <div>
        <h2 id="locked-heading" className="text-lg font-semibold text-ink">
          Included in the full lesson
        </h2>
        <p className="text-sm text-muted">Sign up free to unlock these parts of your lesson.</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {cards.map((card) => (
          <LockedCard key={card.title} {...card} />
        ))}
      </ul>
    </section>
  );
}
