/**
 * A lesson's printable copy as a downloadable file (a Premium feature; the same copies as the
 * Print menu): build the neutral document once, then write it as Word or PDF.
 * The Premium gate and ownership are the caller's (GET /api/lessons/{id}/export).
 */
import type { ExportFormat } from '@/lib/constants/lessons';
import { getLesson, type LessonView } from '@/lib/lessons/service';
import type { PrintVariant } from '@/lib/lessons/print-variants';
import { renderDocx } from './docx';
import { buildExportDocument } from './model';
import { renderPdf } from './pdf';

export { buildExportDocument, TEACHER_COPY_MARK, type Block, type ExportDocument } from './model';

/** The Content-Type of each export format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * An ASCII-only file-name part from any title: accents folded ("Café" → "cafe"), every other
 * character outside a–z and 0–9 turned into single hyphens, at most 60 characters, "lesson"
 * when nothing is left. Safe inside a quoted Content-Disposition filename.
 */
export function exportSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'lesson';
}

export interface LessonFile {
  body: Buffer;
  contentType: string;
  /** "<slug of title>-<variant>.<ext>". */
  filename: string;
}

/**
 * The copy `variant` of an already-loaded lesson as a `format` file, with its content type and
 * download name. Rejects only when the writer fails (e.g. the PDF fonts are not installed).
 */
export async function exportLesson(lesson: LessonView, variant: PrintVariant, format: ExportFormat): Promise<LessonFile> {
  const doc = buildExportDocument(lesson, variant);
  const body = format === 'pdf' ? await renderPdf(doc) : await renderDocx(doc);
  return { body, contentType: EXPORT_CONTENT_TYPES[format], filename: `${exportSlug(lesson.title)}-${variant}.${format}` };
}

/**
 * The owner's lesson `lessonId` as a `format` file of copy `variant`. NOT_FOUND (404) when the
 * lesson is missing or someone else's, as getLesson answers.
 */
export async function exportOwnLesson(
  userId: string,
  lessonId: string,
  variant: PrintVariant,
  format: ExportFormat,
): Promise<LessonFile> {
  return exportLesson(await getLesson(userId, lessonId), variant, format);
}
