/**
 * The five printable copies of a lesson (product-spec §2 "Lesson detail", Print menu). Each is
 * a server-rendered page at `/lessons/{id}/print/{variant}`.
 */
export const PRINT_VARIANTS = [
  { id: 'lesson-plan', label: 'Lesson plan (teacher copy)', answers: true },
  { id: 'worksheet-answers', label: 'Worksheet with answer key', answers: true },
  { id: 'worksheet', label: 'Worksheet (student copy)', answers: false },
  { id: 'quiz', label: 'Quiz (student copy)', answers: false },
  { id: 'quiz-answers', label: 'Quiz answer key', answers: true },
] as const;

export type PrintVariant = (typeof PRINT_VARIANTS)[number]['id'];

export function isPrintVariant(value: string): value is PrintVariant {
  return PRINT_VARIANTS.some((v) => v.id === value);
}

/** The path of a lesson's print page. */
export function printPath(lessonId: string, variant: PrintVariant): string {
  return `/lessons/${encodeURIComponent(lessonId)}/print/${variant}`;
}
