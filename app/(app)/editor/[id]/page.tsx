import type { Metadata } from 'next';
import { EditorPlaceholder } from '@/components/lessons/view/editor-placeholder';

export const metadata: Metadata = { title: 'Lesson editor' };

/** /editor/{id}: placeholder until the inline editor exists. */
export default async function EditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditorPlaceholder lessonId={id} />;
}
