/**
 * `/lessons/{id}/print/{variant}`: one printable copy of a saved lesson, opened from the Print
 * menu: server-rendered, text only, 404 for a lesson that is missing or not yours.
 * `?autoprint=0` opens it without the print dialog.
 */
import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageUser } from '@/lib/auth/session';
import { isApiError } from '@/lib/http/errors';
import { getLesson, type LessonView } from '@/lib/lessons/service';
import { isPrintVariant, printPath, PRINT_VARIANTS, type PrintVariant } from '@/lib/lessons/print-variants';
import { PrintDocument } from '@/components/print/print-document';
import { PrintToolbar } from '@/components/print/print-toolbar';

interface Props {
  params: Promise<{ id: string; variant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The signed-in owner's lesson for this page, or a redirect (signed out) / notFound() (unknown
 * variant, missing or foreign lesson). Cached per request so metadata and page share one query.
 */
const loadForPrint = cache(async (id: string, variant: string): Promise<{ lesson: LessonView; variant: PrintVariant }> => {
  if (!isPrintVariant(variant)) notFound();
  const user = await pageUser();
  if (!user) redirect(`/login?from=${encodeURIComponent(printPath(id, variant))}`);
  try {
    return { lesson: await getLesson(user.id, id), variant };
  } catch (err) {
    if (isApiError(err) && err.code === 'NOT_FOUND') notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, variant } = await params;
  const { lesson, variant: v } = await loadForPrint(id, variant);
  const label = PRINT_VARIANTS.find((p) => p.id === v)!.label;
  // The title becomes the file name when a teacher saves the print as PDF.
  return { title: `${lesson.title}: ${label}`, robots: { index: false } };
}

export default async function PrintPage({ params, searchParams }: Props) {
  const { id, variant } = await params;
  const { autoprint } = await searchParams;
  const { lesson, variant: v } = await loadForPrint(id, variant);
  return (
    <>
      <PrintToolbar lessonId={lesson.id} variant={v} autoPrint={autoprint !== '0'} />
      <PrintDocument lesson={lesson} variant={v} />
    </>
  );
}
