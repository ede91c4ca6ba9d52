import type { NextRequest } from 'next/server';
import { ApiError, apiOk, parseJson, withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { EDITABLE_SECTIONS, sectionBodySchema, updateSection, type EditableSection } from '@/lib/lessons/sections';

type Context = { params: Promise<{ id: string; sectionId: string }> };

/**
 * PUT /api/lessons/{id}/section/{sectionId} {data} → {customizationsRemaining}.
 * sectionId: homework | assessment | support | challenge. 400 for invalid data or when the
 * lesson's 20 customizations are used ("Customization limit…"); 404 when the lesson is not yours.
 */
export const PUT = withApi<Context>(async (req: NextRequest, ctx) => {
  const user = await requireUser(req);
  const { id, sectionId } = await ctx.params;
  if (!(EDITABLE_SECTIONS as readonly string[]).includes(sectionId)) {
    throw new ApiError('NOT_FOUND', `No editable section "${sectionId}". Editable: ${EDITABLE_SECTIONS.join(', ')}`);
  }
  const { data } = await parseJson(req, sectionBodySchema);
  return apiOk(await updateSection(user.id, id, sectionId as EditableSection, data));
});
