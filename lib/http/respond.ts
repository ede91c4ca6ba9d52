/**
 * The API's two answers: `{ success: true, data }` or `{ success: false, error, code }` with
 * the right status. Unexpected errors are logged and answered as 500 without details. Route
 * handlers get both through `route()` (./route.ts).
 */
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ApiError } from './errors';
import { log } from '@/lib/log';
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
