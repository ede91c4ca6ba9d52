import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { parseQuery, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { requireFeature } from '@/lib/billing/features';
import { EXPORT_FORMATS } from '@/lib/constants/lessons';
import { exportLesson } from '@/lib/lessons/export';
import { PRINT_VARIANTS, type PrintVariant } from '@/lib/lessons/print-variants';
import { getLesson } from '@/lib/lessons/service';

type Context = { params: Promise<{ id: string }> };

const variantIds = PRINT_VARIANTS.map((v) => v.id) as [PrintVariant, ...PrintVariant[]];

/** GET /api/lessons/{id}/export?variant&format. */
const exportQuerySchema = z.object({
  variant: z.enum(variantIds, { error: `variant must be one of ${variantIds.join(', ')}` }),
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` }),
});

/**
 * GET /api/lessons/{id}/export?variant=<print variant>&format=docx|pdf → the printable copy as a
 * Word or PDF download (product-spec §1 Premium "PDF/Word export"; §2 Print menu). 401 signed
 * out; 400 VALIDATION_ERROR naming `variant` or `format`; 403 PREMIUM_REQUIRED on the free plan;
 * 404 when the lesson is missing or not yours. The body is the file, not the `{success, data}`
 * envelope; errors keep the API's shape.
 */
export const GET = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  const { variant, format } = parseQuery(req, exportQuerySchema);
  requireFeature(user, 'pdfWordExport');
  const lesson = await getLesson(user.id, (await ctx.params).id);
  const file = await exportLesson(lesson, variant, format);
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Content-Length': String(file.body.length),
      'Cache-Control': 'private, no-store',
    },
  });
});
