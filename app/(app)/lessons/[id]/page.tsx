import type { Metadata } from 'next';
import { LessonDetail } from '@/components/lessons/view/lesson-view';

export const metadata: Metadata = { title: 'Lesson' };

/** /lessons/{id}: the lesson detail screen. */
export default async function LessonPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LessonDetail lessonId={id} />;
}
