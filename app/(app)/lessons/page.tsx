import type { Metadata } from 'next';
import { LessonsLibrary } from '@/components/lessons/library/lessons-library';

export const metadata: Metadata = { title: 'Your lessons' };

/** /lessons: the signed-in teacher's lesson library. */
export default function LessonsPage() {
  return <LessonsLibrary />;
}
