/**
 * The one way to define an API route. A definition says who may call the route, what it takes
 * (path, query and body schemas) and what it answers (response schema, status, error codes);
 * `route()` enforces all of it before the handler runs, so a handler body is only the service
 * call and the answer. The OpenAPI description at /api/openapi.json is generated from the same
 * definitions.
 *
 * Checks, in order: the route is switched on (404 otherwise), cross-site state-changing requests
 * (403), declared body size (413), sign-in and role (401/403), path ids (404), Premium feature
 * (403), payments configured (503), JSON content type (415), the body read with a byte cap (413),
 * JSON syntax and nesting (400), control characters anywhere in the input (400), then the zod
 * schemas (400).
 */
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { User } from '@/db/schema';
import { currentSession, requireSession } from '@/lib/auth/session';
import { requireFeature, type PremiumFeature } from '@/lib/billing/features';
import { requireStripeConfigured } from '@/lib/billing/stripe';
import { MAX_JSON_BODY_BYTES } from '@/lib/constants/requests';
import { assertDeclaredLength, parseJsonBody, parseQueryString, readBodyText } from './body';
import { ApiError, type ErrorCode } from './errors';
import { apiError, apiOk } from './respond';
import { assertRequestFromThisSite } from './same-site';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`, no session lookup), anyone with the caller's account
 * when signed in (`optional`), a signed-in user (`user`, else 401), or an admin (`admin`, 401/403).
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/**
 * What a successful answer is: the JSON envelope, a body of its own (a download, or a document
 * such as the API description), JSON or an event stream chosen by Accept, or a redirect.
 */
export type Produces = 'json' | 'file' | 'json-or-event-stream' | 'redirect';

export interface RouteDefinition {
  /** One line for the API reference. */
  summary: string;
  /** The rule the route enforces, in words (shown in the API reference). */
  description?: string;
  /** The API area (lessons, generate, account …). */
  tag: string;
  access: Access;
  /**
   * The route exists only while this is true: otherwise it answers 404 "No such API endpoint"
   * before any other check, as if it were not there (debug tools).
   */
  enabled?: () => boolean;
  /** A Premium feature the caller's plan must include (403 PREMIUM_REQUIRED otherwise). */
  feature?: PremiumFeature;
  /** The route needs Stripe configured (503 NOT_CONFIGURED otherwise). */
  payments?: boolean;
  /** Path parameters; a value that fails its schema answers 404, like a missing row. */
  params?: z.ZodObject;
  /**
   * The 404 message for a malformed path parameter: the same as the service's for a missing
   * row, or a function of the raw parameters when each parameter has its own message.
   */
  notFound?: string | ((raw: Record<string, string | string[]>) => string);
  query?: z.ZodType;
  body?: z.ZodType;
  /** An empty body counts as `{}` (routes whose every field is optional). */
  bodyOptional?: boolean;
  /**
   * The handler gets the body as the raw text it was sent as (signed webhooks verify those
   * exact bytes); it is still read with the byte cap, but not parsed.
   */
  rawBody?: boolean;
  /** Largest accepted body in bytes (default MAX_JSON_BODY_BYTES). */
  maxBodyBytes?: number;
  /** Signed by its sender, so exempt from the same-site check (Stripe's webhook only). */
  allowCrossSite?: boolean;
  /** Schema of `data` in a successful JSON answer. */
  response?: z.ZodType;
  /** Fields a successful JSON answer carries beside `data` (e.g. a generation's warnings). */
  responseExtras?: z.ZodRawShape;
  /** For `produces: 'file'`: the content types the body can have. */
  fileTypes?: readonly string[];
  /** Status of a successful answer (default 200). */
  status?: 200 | 201;
  produces?: Produces;
  /** Error codes the handler itself can answer with (the checks above add their own). */
  errors?: readonly ErrorCode[];
  /** Example request body and response data for the API reference. */
  example?: { body?: unknown; query?: Record<string, string>; response?: unknown };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<D extends RouteDefinition> {
  req: NextRequest;
  user: D['access'] extends 'user' | 'admin' ? User : D['access'] extends 'optional' ? User | null : null;
  /** The session the request came with (cookie or bearer token), when signed in. */
  sessionId: D['access'] extends 'user' | 'admin' ? string : string | null;
  params: Out<D['params']>;
  query: Out<D['query']>;
  /** The parsed JSON body, or with `rawBody` the body's text. */
  body: D['rawBody'] extends true ? string : Out<D['body']>;
}

/** What a handler may return: the response's `data` (wrapped in the envelope) or a whole Response. */
export type RouteResult<D extends RouteDefinition> =
  | (D['response'] extends z.ZodType ? z.input<D['response']> : unknown)
  | Response;

type NextHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** A route handler as Next.js calls it, carrying its definition for the API description and tests. */
export type DefinedRoute = NextHandler & { definition: RouteDefinition };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The message of a 404 for a path no handler serves. */
export const NO_SUCH_ENDPOINT = 'No such API endpoint';

/**
 * Defines a route handler. `handler` gets the checked request (`user`, `params`, `query`,
 * `body`) and returns the answer's data (sent as `{success: true, data}` with the definition's
 * status) or a Response of its own (streams, files, cookies). Every thrown ApiError or zod
 * error becomes the API's failure shape; anything else is logged and answered 500.
 */
export function route<const D extends RouteDefinition>(
  definition: D,
  handler: (ctx: RouteContext<D>) => Promise<RouteResult<D>> | RouteResult<D>,
): DefinedRoute {
  const run: NextHandler = async (req, nextCtx) => {
    try {
      if (definition.enabled && !definition.enabled()) throw new ApiError('NOT_FOUND', NO_SUCH_ENDPOINT);
      const method = req.method.toUpperCase();
      const changes = STATE_CHANGING.has(method);
      if (changes && !definition.allowCrossSite) assertRequestFromThisSite(req);
      const readsBody = changes && Boolean(definition.body || definition.rawBody);
      const maxBytes = definition.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
      if (readsBody) assertDeclaredLength(req, maxBytes);

      const { user, sessionId } = await resolveSession(req, definition.access);
      const params = definition.params ? await parseParams(nextCtx, definition.params, definition.notFound) : undefined;
      if (definition.feature && user) requireFeature(user, definition.feature);
      if (definition.payments) requireStripeConfigured();

      const query = definition.query ? parseQueryString(req, definition.query) : undefined;
      let body: unknown;
      if (readsBody && definition.rawBody) {
        body = await readBodyText(req, maxBytes);
      } else if (readsBody && definition.body) {
        body = await parseJsonBody(req, definition.body, { maxBytes, optional: definition.bodyOptional });
      }

      const result = await handler({ req, user, sessionId, params, query, body } as RouteContext<D>);
      if (result instanceof Response) return result;
      return apiOk(result, definition.status ?? 200);
    } catch (err) {
      return apiError(err);
    }
  };
  return Object.assign(run, { definition });
}

type Caller = { user: User | null; sessionId: string | null };

/** Who is calling, as the route's access asks: 401 signed out and 403 not an admin where required. */
async function resolveSession(req: NextRequest, access: Access): Promise<Caller> {
  if (access === 'public') return { user: null, sessionId: null };
  if (access === 'optional') {
    const session = await currentSession(req);
    return { user: session?.user ?? null, sessionId: session?.sessionId ?? null };
  }
  const session = await requireSession(req);
  if (access === 'admin' && session.user.role !== 'admin') throw new ApiError('FORBIDDEN', 'Unauthorized access');
  return session;
}

/** Path parameters: a value that is not well formed cannot name a row, so it answers 404. */
async function parseParams(
  ctx: { params?: Promise<Record<string, string | string[]>> },
  schema: z.ZodObject,
  notFound: RouteDefinition['notFound'] = 'Not found',
) {
  const raw = (await ctx.params) ?? {};
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError('NOT_FOUND', typeof notFound === 'function' ? notFound(raw) : notFound);
  return result.data;
}

/**
 * The error codes a route can answer with: its own plus those its definition's checks add.
 * Used by the API description.
 */
export function routeErrorCodes(method: HttpMethod, d: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>(d.errors ?? []);
  if (d.enabled) codes.add('NOT_FOUND');
  if (STATE_CHANGING.has(method) && !d.allowCrossSite) codes.add('CROSS_SITE_REQUEST');
  if (d.access === 'user' || d.access === 'admin') codes.add('UNAUTHORIZED');
  if (d.access === 'admin') codes.add('FORBIDDEN');
  if (d.params) codes.add('NOT_FOUND');
  if (d.feature) codes.add('PREMIUM_REQUIRED');
  if (d.payments) codes.add('NOT_CONFIGURED');
  if (d.query) codes.add('VALIDATION_ERROR');
  if (STATE_CHANGING.has(method) && (d.body || d.rawBody)) {
    codes.add('PAYLOAD_TOO_LARGE');
    if (d.body) {
      codes.add('UNSUPPORTED_MEDIA_TYPE');
      codes.add('INVALID_JSON');
      codes.add('VALIDATION_ERROR');
    }
  }
  codes.add('INTERNAL_ERROR');
  return [...codes];
}
