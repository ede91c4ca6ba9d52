/**
 * This site's API description, built once per process from the route registry
 * (app/api/_registry.ts). The registry is imported when first asked for, because it imports
 * every route module, GET /api/openapi.json's own among them.
 */
import type { buildOpenApiDocument } from './openapi';

type ApiDocument = ReturnType<typeof buildOpenApiDocument>;

let cached: Promise<ApiDocument> | undefined;

/** The OpenAPI 3.1 document of every registered route and next-auth's described endpoints. */
export function apiDescription(): Promise<ApiDocument> {
  cached ??= (async () => {
    const [{ API_ROUTES, NEXT_AUTH_PATHS, NAMED_SCHEMAS }, { buildOpenApiDocument }] = await Promise.all([
      import('@/app/api/_registry'),
      import('./openapi'),
    ]);
    return buildOpenApiDocument(API_ROUTES, { paths: NEXT_AUTH_PATHS, schemas: NAMED_SCHEMAS });
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}
