import { route } from '@/lib/http/route';
import { fileResponse } from '@/lib/http/file';
import { exportAccountData, exportFileName } from '@/lib/users/export';

/**
 * GET /api/account/export → a JSON file download of everything held on the user: account,
 * billing, role profiles, lessons, claimed previews, credit purchases, feedback and support
 * tickets. The body is the export document itself, not the `{success, data}` envelope; errors
 * keep the API's shape.
 */
export const GET = route(
  {
    summary: 'Download all my data',
    description: 'A JSON file of everything held on you (UK GDPR right of access). The body is the file, not the envelope.',
    tag: 'account',
    access: 'user',
    produces: 'file',
    fileTypes: ['application/json'],
  },
  async ({ user }) =>
    fileResponse({
      body: JSON.stringify(await exportAccountData(user), null, 2),
      contentType: 'application/json; charset=utf-8',
      filename: exportFileName(),
    }),
);
