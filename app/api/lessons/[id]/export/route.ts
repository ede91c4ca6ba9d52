import { route } from '@/lib/http/route';
import { fileResponse } from '@/lib/http/file';
import { idParams } from '@/lib/http/ids';
import { EXPORT_CONTENT_TYPES, exportOwnLesson } from '@/lib/lessons/export';
import { lessonExportQuerySchema } from '@/lib/validation/lesson';

/**
 * GET /api/lessons/{id}/export?variant=<print variant>&format=docx|pdf → the printable copy as a
 * Word or PDF download (Premium). 401 signed out; 400 VALIDATION_ERROR naming `variant` or
 * `format`; 403 PREMIUM_REQUIRED on the free plan; 404 when the lesson is missing or not yours.
 * The body is the file, not the `{success, data}` envelope; errors keep the API's shape.
 */
export const GET = route(
  {
    summary: 'Download a print copy as Word or PDF',
    description: 'Premium (PDF and Word export). The body is the file, not the envelope.',
    tag: 'lessons',
    access: 'user',
    params: idParams,
    notFound: 'Lesson not found',
    query: lessonExportQuerySchema,
    feature: 'pdfWordExport',
    produces: 'file',
    fileTypes: Object.values(EXPORT_CONTENT_TYPES),
    example: { query: { variant: 'worksheet', format: 'pdf' } },
  },
  async ({ user, params, query }) => fileResponse(await exportOwnLesson(user.id, params.id, query.variant, query.format)),
);
