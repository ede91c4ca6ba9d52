import type { NextRequest } from 'next/server';
import { withApi } from '@/lib/http';
import { requireUser } from '@/lib/auth/session';
import { exportAccountData, exportFileName } from '@/lib/users/export';

/**
 * GET /api/account/export → a JSON file download (Content-Disposition: attachment) of everything
 * held on the user: account, billing, role profiles, lessons, claimed previews, credit purchases,
 * feedback, support tickets and sessions (UK GDPR). The body is the export document itself,
 * not the `{success, data}` envelope; errors keep the API's shape.
 */
export const GET = withApi(async (req: NextRequest) => {
  const user = await requireUser(req);
  const data = await exportAccountData(user);
  return new Response(JSON.stringify(data, null, 2), {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'no-store',
    },
  });
});
