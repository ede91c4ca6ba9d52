import { route } from '@/lib/http/route';
import { checkHealth } from '@/lib/health';
import { healthSchema } from '@/lib/validation/config';

export const dynamic = 'force-dynamic';

/** GET /api/health → {status: 'ok', database} when the database answers; 503 otherwise. */
export const GET = route(
  {
    summary: 'Check the service is up',
    description: 'Answers 200 when the database answers, 503 otherwise (for load balancers).',
    tag: 'system',
    access: 'public',
    response: healthSchema,
    errors: ['SERVICE_UNAVAILABLE'],
  },
  () => checkHealth(),
);
