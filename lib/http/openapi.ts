/**
 * The OpenAPI 3.1 description of /api, generated from the same `route()` definitions the
 * handlers run on: paths and methods, access and security, path, query and body schemas, the
 * `{success: true, data}` envelope around each response schema, and every error code a route
 * can answer, grouped by HTTP status. Nothing here is written twice: a route that is not in the
 * registry handed to `buildOpenApiDocument` is missing from the document, and a test says so.
 */
import type { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { PRODUCT_NAME } from '@/lib/constants/product';
import { errorBodySchema, successBodySchema } from './envelope';
import { ERROR_STATUS, type ErrorCode } from './errors';
import { routeErrorCodes, type DefinedRoute, type HttpMethod, type RouteDefinition } from './route';

/** A route module (an `app/api/…/route.ts`) and the URL path it serves, `{name}` for each dynamic segment. */
export interface RegisteredRoute {
  path: string;
  module: Partial<Record<HttpMethod, unknown>>;
}

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The security schemes: the bearer token API clients send, and the web session cookie. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `token` answered by POST /api/auth/login or POST /api/auth/register, sent as `Authorization: Bearer <token>`.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'next-auth.session-token',
    description:
      'The web session cookie set by signing in on the site (httpOnly; named `__Secure-next-auth.session-token` over https). When both are sent, the bearer token decides.',
  },
} as const;

const SIGNED_IN = [{ bearerAuth: [] }, { sessionCookie: [] }];

const DESCRIPTION = `Plenary writes complete lessons for UK teachers. This is its HTTP API, generated from the same definitions the server runs on.

**Answers.** Every JSON answer is \`{"success": true, "data": …}\` or \`{"success": false, "error": "…", "code": "…"}\`; the HTTP status follows from the code. Lists are \`{items, page, limit, total}\`. Dates are ISO 8601 in UTC. File downloads and event streams say so on their operation.

**Signing in.** API clients call POST /api/auth/register or POST /api/auth/login and send the \`token\` they answer as \`Authorization: Bearer <token>\`. Web pages use the session cookie instead.

**Requests.** Bodies are JSON sent as \`application/json\` (415 otherwise), at most 256 KB (413, refused before reading), at most 32 levels deep. Text may not hold control characters other than tab and newline (400). A state-changing request that a browser says comes from another site answers 403; the Stripe webhook is the one exception.

**next-auth.** The paths under /api/auth/ that are not described here (sign-in and sign-out callbacks, \`/api/auth/signin\`, \`/api/auth/signout\`, \`/api/auth/callback/*\`) are next-auth's own, used by the web pages; the three an API user may meet (session, csrf, providers) are described.`;

/** `getLessonsById` for GET /api/lessons/{id}: a stable, readable operationId from the method and path. */
export function operationId(method: HttpMethod, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? `by-${param[1]}` : part;
    })
    .flatMap((part) => part.split('-'));
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** The defined routes of a module, by method. */
export function definedMethods(module: RegisteredRoute['module']): Array<[HttpMethod, DefinedRoute]> {
  return HTTP_METHODS.flatMap((method) => {
    const handler = module[method];
    const defined = typeof handler === 'function' && 'definition' in handler;
    return defined ? [[method, handler as DefinedRoute] as [HttpMethod, DefinedRoute]] : [];
  });
}

/** The error answers of a route, one per HTTP status, each listing its codes. */
function errorResponses(method: HttpMethod, d: RouteDefinition): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(method, d)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[`${status}` as `4${string}`] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: errorBodySchema(codes) } },
    };
  }
  return responses;
}

/** The successful answer of a route, as its definition's `produces` says. */
function successResponse(d: RouteDefinition): ZodOpenApiResponsesObject {
  const status = d.status ?? 200;
  const json = {
    schema: successBodySchema(d),
    ...(d.example?.response !== undefined ? { example: { success: true, data: d.example.response } } : {}),
  };
  switch (d.produces ?? 'json') {
    case 'json':
      return { [status]: { description: status === 201 ? 'Created' : 'OK', content: { 'application/json': json } } };
    case 'json-or-event-stream':
      return {
        [status]: {
          description: 'The result as JSON, or with `Accept: text/event-stream` a stream of progress events.',
          content: {
            'application/json': json,
            'text/event-stream': {
              schema: {
                type: 'string',
                description:
                  'Server-sent events, one `data: {json}` line each: `stage` {stage, percent, message}, `part-done` {part, ok}, `warning` {message}, then `done` with the JSON answer\'s data, or `error` {error, code}.',
              },
            },
          },
        },
      };
    case 'file':
      return {
        [status]: {
          description: 'The file itself (not the JSON envelope), as an attachment.',
          headers: {
            'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="…"' },
          },
          content: Object.fromEntries(
            (d.fileTypes ?? ['application/octet-stream']).map((type) => [
              type,
              { schema: type.startsWith('application/json') ? { type: 'object' } : { type: 'string', contentMediaType: type } },
            ]),
          ),
        },
      };
    case 'redirect':
      return {
        307: {
          description: 'A redirect to the page that carries on.',
          headers: { Location: { schema: { type: 'string' }, description: 'Where to go next.' } },
        },
      };
  }
}

/** One operation of the document from a route definition. */
export function operationFor(method: HttpMethod, path: string, d: RouteDefinition): ZodOpenApiOperationObject {
  const security = d.access === 'public' ? [] : d.access === 'optional' ? [{}, ...SIGNED_IN] : SIGNED_IN;
  const notes = [
    d.description,
    d.access === 'admin' && 'Admins only.',
    d.access === 'optional' && 'Signed in or not.',
    d.feature && `Premium feature: \`${d.feature}\`.`,
    d.payments && 'Needs Stripe configured (503 otherwise).',
  ].filter(Boolean);
  const operation: ZodOpenApiOperationObject = {
    operationId: operationId(method, path),
    summary: d.summary,
    ...(notes.length ? { description: notes.join(' ') } : {}),
    tags: [d.tag],
    security,
    responses: { ...successResponse(d), ...errorResponses(method, d) },
  };
  if (d.params || d.query) {
    operation.requestParams = { ...(d.params ? { path: d.params } : {}), ...(d.query ? { query: d.query as never } : {}) };
  }
  if (method !== 'GET' && d.body) {
    operation.requestBody = {
      required: !d.bodyOptional,
      content: {
        'application/json': { schema: d.body, ...(d.example?.body !== undefined ? { example: d.example.body } : {}) },
      },
    };
  } else if (method !== 'GET' && d.rawBody) {
    operation.requestBody = {
      required: true,
      description: 'The body exactly as its sender signed it.',
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of every defined route in `routes`, plus hand-written path items
 * (`extra.paths`) for endpoints that are not `route()` definitions, and named schemas
 * (`extra.schemas`) shown as components and referenced wherever they are used. Throws when
 * two routes claim the same path and method.
 */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  extra: { paths?: ZodOpenApiPathsObject; schemas?: Record<string, z.ZodType> } = {},
) {
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, module } of routes) {
    for (const [method, handler] of definedMethods(module)) {
      const item = (paths[path] ??= {});
      const key = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      if (item[key]) throw new Error(`${method} ${path} is registered twice`);
      item[key] = operationFor(method, path, handler.definition);
    }
  }
  for (const [path, item] of Object.entries(extra.paths ?? {})) paths[path] = { ...paths[path], ...item };
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (op as ZodOpenApiOperationObject).tags ?? [])))];
  return createDocument({
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: '1', description: DESCRIPTION },
    tags: tags.sort().map((name) => ({ name })),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas: extra.schemas ?? {} },
  });
}
