import { regeneratePartRoute } from '../regenerate-part';

/** POST /api/generate/worksheet {lessonId, feedback?}: rewrites the lesson's worksheet (see regeneratePartRoute). */
export const POST = regeneratePartRoute('worksheet');
