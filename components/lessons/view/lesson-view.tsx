'use client';
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { BookOpenText, ClipboardList, ListChecks } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiClientError } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { LessonHeader } from './lesson-header';
import { LessonNotFound } from './lesson-not-found';
import { LessonNotices } from './lesson-notices';
import { LessonPlanTab } from './lesson-plan-tab';
import { LessonSkeleton } from './lesson-skeleton';
import { LESSON_MESSAGES } from './messages';
import { EmptyTab } from './lesson-blocks';
import { QuestionSetTab } from './question-set-tab';
import { useLesson } from './use-lesson';

/**
 * The lesson detail screen, /lessons/{id}: a skeleton while loading; 'Lesson Not Found' for a 404
 * (missing or someone else's); any other failure toasts 'Failed to load lesson' and goes to
 * /dashboard (a 401 is left to apiFetch, which signs out). Otherwise the header, notices and the
 * Lesson Plan, Worksheet and Quiz tabs.
 */
export function LessonDetail({ lessonId }: { lessonId: string }) {
  const lesson = useLesson(lessonId);
  const router = useRouter();
  const left = useRef(false);
  const error = lesson.error;
  const notFound = error instanceof ApiClientError && error.status === 404;
  const signedOut = error instanceof ApiClientError && error.status === 401;
  // A failed background refetch keeps the lesson on screen; only a first load that fails leaves.
  const loadFailed = lesson.isError && !lesson.data && !notFound && !signedOut;

  useEffect(() => {
    if (!loadFailed || left.current) return;
    left.current = true;
    notify.error(LESSON_MESSAGES.loadFailed);
    router.replace('/dashboard');
  }, [loadFailed, router]);

  if (notFound) return <LessonNotFound />;
  const data = lesson.data;
  if (!data) return <LessonSkeleton />;
  const quiz = data.quiz;

  return (
    <div className="space-y-6">
      <LessonHeader lesson={data} />
      <LessonNotices lesson={data} />
      <Tabs defaultValue="plan">
        <TabsList aria-label="Lesson parts" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="plan">
            <BookOpenText className="hidden size-4 sm:block" aria-hidden />
            Lesson Plan
          </TabsTrigger>
          <TabsTrigger value="worksheet">
            <ClipboardList className="hidden size-4 sm:block" aria-hidden />
            Worksheet
          </TabsTrigger>
          <TabsTrigger value="quiz">
            <ListChecks className="hidden size-4 sm:block" aria-hidden />
            Quiz
          </TabsTrigger>
        </TabsList>
        <TabsContent value="plan" className="mt-5">
          {data.lessonPlan ? (
            <LessonPlanTab lesson={data} />
          ) : (
            <EmptyTab title="No lesson plan is available for this lesson." />
          )}
        </TabsContent>
        <TabsContent value="worksheet" className="mt-5">
          <QuestionSetTab lesson={data} part="worksheet" set={data.worksheet} answerLabel="Answer" />
        </TabsContent>
        <TabsContent value="quiz" className="mt-5">
          <QuestionSetTab
            lesson={data}
            part="quiz"
            set={quiz && { ...quiz, questions: quiz.questions.map((q) => ({ ...q, answer: q.correctAnswer })) }}
            answerLabel="Correct answer"
            facts={quiz ? [{ label: 'Time limit', value: `${quiz.timeLimit} min`, tone: 'bg-sky-50 text-sky-900' }] : []}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
