/**
 * Response helpers and the wrapper every route handler uses: `{ success: true, data }` or
 * `{ success: false, error, code }` with the right status (DECISIONS §4). Unexpected errors
 * are logged and answered as 500 without details.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError } from './errors';
import { log } from '@/lib/log';
import { parseJsonBody, parseQueryString } from './body';
import { describeZodError } from './zod-error';

export { describeZodError };

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

/**
 * Reads and validates a JSON body (see parseJsonBody): 415 when not sent as JSON, 413 when too
 * large, 400 INVALID_JSON for broken JSON, 400 VALIDATION_ERROR naming the first problem.
 */
export function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return parseJsonBody(req, schema);
}

/** Validates the query string against a schema (400 naming the first invalid parameter). */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseQueryString(req, schema);
}
