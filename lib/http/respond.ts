/**
 * Response helpers and the wrapper every route handler uses: `{ success: true, data }` or
 * `{ success: false, error, code }` with the right status (DECISIONS §4). Unexpected errors
 * are logged and answered as 500 without details.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError } from './errors';
import { log } from '@/lib/log';

export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: string; code: string };

/** 200 (or `status`) with `{ success: true, data }`. */
export function apiOk<T>(data: T, status = 200, headers?: HeadersInit): NextResponse<ApiSuccess<T>> {
  return NextResponse.json({ success: true as const, data }, { status, headers });
}

/** Turns any thrown value into the failure shape. */
export function apiError(err: unknown): NextResponse<ApiFailure> {
  if (err instanceof ApiError) {
    const headers: Record<string, string> = {};
    if (err.retryAfterSeconds !== undefined) headers['Retry-After'] = String(err.retryAfterSeconds);
    return NextResponse.json(
      { success: false as const, error: err.message, code: err.code },
      { status: err.status, headers },
    );
  }
  if (err instanceof z.ZodError) {
    return apiError(new ApiError('VALIDATION_ERROR', describeZodError(err)));
  }
  log.error({ err }, 'unexpected error in route handler');
  return NextResponse.json(
    { success: false as const, error: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' },
    { status: 500 },
  );
}

/** "field: message" for the first problem, so the client can show it as is. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

type Handler<C> = (req: NextRequest, ctx: C) => Promise<Response> | Response;

/** Wraps a route handler so every thrown error becomes the API's failure shape. */
export function withApi<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (err) {
      return apiError(err);
    }
  };
}

/** Maximum accepted JSON body, in bytes. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Reads and validates a JSON body. Throws ApiError INVALID_JSON (400) for a body that is not
 * JSON or is too large, VALIDATION_ERROR (400) naming the first invalid field otherwise.
 */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const text = await req.text();
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new ApiError('INVALID_JSON', 'Request body is too large');
  let raw: unknown;
  try {
    raw = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError('INVALID_JSON', 'Request body must be valid JSON');
  }
  if (raw === undefined) throw new ApiError('INVALID_JSON', 'Request body must be a JSON object');
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError('VALIDATION_ERROR', describeZodError(result.error));
  return result.data;
}

/** Validates the query string against a schema (400 naming the first invalid parameter). */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams.entries());
  const result = schema.safeParse(params);
  if (!result.success) throw new ApiError('VALIDATION_ERROR', describeZodError(result.error));
  return result.data;
}
