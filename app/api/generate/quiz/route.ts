import { regeneratePartRoute } from '../regenerate-part';

/** POST /api/generate/quiz {lessonId, feedback?}: rewrites the lesson's quiz (see regeneratePartRoute). */
export const POST = regeneratePartRoute('quiz');
