import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { apiDescription } from '@/lib/http/api-description';

/** The document only changes with the code, so it is built once, at build time, and served as a file. */
export const dynamic = 'force-static';

/**
 * GET /api/openapi.json → the OpenAPI 3.1 description of this API, generated from the route
 * definitions (public; the document itself, not the `{success, data}` envelope). Generate a
 * typed client from it with `npm run api:types`.
 */
export const GET = route(
  {
    summary: 'Read this API description',
    description: 'The OpenAPI 3.1 document, generated from the same definitions the server runs on.',
    tag: 'system',
    access: 'public',
    produces: 'file',
    fileTypes: ['application/json'],
  },
  async () => NextResponse.json(await apiDescription(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
);
