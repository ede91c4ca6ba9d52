import { regeneratePartRoute } from '../regenerate-part';

/** POST /api/generate/lesson-plan {lessonId, feedback?}: rewrites the lesson's lesson-plan (see regeneratePartRoute). */
export const POST = regeneratePartRoute('lessonPlan');
