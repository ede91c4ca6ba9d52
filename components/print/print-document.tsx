/**
 * One printable copy of a saved lesson (lib/lessons/print-variants.ts): a small header (lesson
 * title, subject, year group, which copy), the document, and a "Plenary" footer line. Everything
 * generated is rendered as React text. A worksheet or quiz the engine saved empty shows a message
 * instead.
 */
import { KeyRound, TriangleAlert } from 'lucide-react';
import type { Quiz, Worksheet } from '@/lib/ai/schemas';
import { formatShortDate, plural } from '@/lib/format';
import type { LessonView } from '@/lib/lessons/service';
import { PRINT_VARIANTS, type PrintVariant } from '@/lib/lessons/print-variants';
import { LessonPlanPrint } from './lesson-plan-print';
import { toPrintQuestions } from '@/lib/lessons/print-variants';
import { PupilLines, QuestionList } from './question-set-print';

function DocHeader({ lesson, copy }: { lesson: LessonView; copy: string }) {
  const facts = [lesson.subject, lesson.yearGroup, plural(lesson.duration, 'minute'), lesson.examBoard].filter(Boolean);
  return (
    <header className="doc-header">
      <div>
        <p className="doc-lesson">{lesson.title}</p>
        <p>{facts.join(' · ')}</p>
      </div>
      <p className="doc-copy">{copy}</p>
    </header>
  );
}

function DocFooter({ lesson }: { lesson: LessonView }) {
  return (
    <footer className="doc-footer">
      <span>Plenary</span>
      <span>Created {formatShortDate(lesson.createdAt)}</span>
    </footer>
  );
}

/** The "not for students" mark on answer keys. */
function AnswerKeyBanner() {
  return (
    <div className="banner banner-key" role="note" aria-label="Answer key">
      <KeyRound aria-hidden />
      <p>
        <strong className="banner-title">Answer key — not for students</strong>
        Teacher copy: keep this sheet away from pupils until the work has been marked.
      </p>
    </div>
  );
}

/** The warning banner on the student quiz copy. */
function QuizWarningBanner({ quiz }: { quiz: Quiz }) {
  return (
    <div className="banner" role="note" aria-label="Quiz rules">
      <TriangleAlert aria-hidden />
      <p>
        <strong className="banner-title">Quiz: work on your own, in silence</strong>
        No notes or books. You have {plural(quiz.timeLimit, 'minute')} for {plural(quiz.totalMarks, 'mark')}. Do not
        start until your teacher tells you to.
      </p>
    </div>
  );
}

/** Empty parts say that no worksheet or quiz is available. */
function Unavailable({ part }: { part: 'worksheet' | 'quiz' }) {
  return (
    <>
      <h1>{part === 'quiz' ? 'Quiz' : 'Worksheet'}</h1>
      <div className="note" role="status">
        <p>
          <strong>No {part} is available for this lesson.</strong>
        </p>
        <p>It could not be written when the lesson was made. The lesson plan can still be printed.</p>
      </div>
    </>
  );
}

function WorksheetCopy({ worksheet, answers }: { worksheet: Worksheet; answers: boolean }) {
  return (
    <>
      <h1>{worksheet.title}</h1>
      <p className="doc-facts">
        <span>Total marks: {worksheet.totalMarks}</span>
        <span>{plural(worksheet.questions.length, 'question')}</span>
      </p>
      {answers ? <AnswerKeyBanner /> : <PupilLines totalMarks={worksheet.totalMarks} />}
      <p>
        <strong>Instructions: </strong>
        {worksheet.instructions}
      </p>
      <QuestionList questions={toPrintQuestions(worksheet, answers)} label="Worksheet questions" />
    </>
  );
}

function QuizCopy({ quiz, answers }: { quiz: Quiz; answers: boolean }) {
  return (
    <>
      <h1>{quiz.title}</h1>
      <p className="doc-facts">
        <span>Time limit: {plural(quiz.timeLimit, 'minute')}</span>
        <span>Total marks: {quiz.totalMarks}</span>
        <span>{plural(quiz.questions.length, 'question')}</span>
      </p>
      {answers ? (
        <AnswerKeyBanner />
      ) : (
        <>
          <QuizWarningBanner quiz={quiz} />
          <PupilLines totalMarks={quiz.totalMarks} />
        </>
      )}
      <p>
        <strong>Instructions: </strong>
        {quiz.instructions}
      </p>
      <QuestionList questions={toPrintQuestions(quiz, answers)} label="Quiz questions" />
    </>
  );
}

/** The printable copy `variant` of `lesson`, from header to footer. */
export function PrintDocument({ lesson, variant }: { lesson: LessonView; variant: PrintVariant }) {
  const meta = PRINT_VARIANTS.find((v) => v.id === variant)!;
  let body;
  switch (variant) {
    case 'lesson-plan':
      body = <LessonPlanPrint plan={lesson.lessonPlan} />;
      break;
    case 'worksheet':
    case 'worksheet-answers':
      body = lesson.worksheet ? <WorksheetCopy worksheet={lesson.worksheet} answers={meta.answers} /> : <Unavailable part="worksheet" />;
      break;
    case 'quiz':
    case 'quiz-answers':
      body = lesson.quiz ? <QuizCopy quiz={lesson.quiz} answers={meta.answers} /> : <Unavailable part="quiz" />;
      break;
  }
  return (
    <main className="print-sheet" data-variant={variant}>
      <DocHeader lesson={lesson} copy={meta.label} />
      {body}
      <DocFooter lesson={lesson} />
    </main>
  );
}
