import { route } from '@/lib/http/route';
import { getPublicConfig } from '@/lib/config/public';
import { publicConfigSchema } from '@/lib/validation/config';

export const dynamic = 'force-dynamic';

/** GET /api/config/public → the limits, lists and switches the browser needs, from lib/constants/. */
export const GET = route(
  {
    summary: 'Read the public configuration',
    description: 'Limits, lists and switches (Stripe, Google) the browser needs. Every number comes from the server.',
    tag: 'system',
    access: 'public',
    response: publicConfigSchema,
  },
  () => getPublicConfig(),
);
