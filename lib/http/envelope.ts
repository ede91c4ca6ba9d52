/**
 * The API's two answer shapes as zod schemas: `{success: true, data}` around a route's response
 * schema, and `{success: false, error, code}` with the codes a route can answer. The API
 * description and the tests that check real answers both build on these, so the documented
 * envelope is the one the code sends.
 */
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors';
import type { RouteDefinition } from './route';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** A successful JSON answer of the route: its `data` schema (anything when undeclared) and any extras beside it. */
export function successBodySchema(definition: Pick<RouteDefinition, 'response' | 'responseExtras'>) {
  return z.object({
    success: z.literal(true),
    data: definition.response ?? z.unknown(),
    ...definition.responseExtras,
  });
}

/** A failure answer whose `code` is one of `codes` (every code when none are given). */
export function errorBodySchema(codes: readonly ErrorCode[] = ERROR_CODES) {
  return z.object({
    success: z.literal(false),
    error: z.string().meta({ description: 'What went wrong, in words a person can be shown as is.' }),
    code: z.enum(codes as [ErrorCode, ...ErrorCode[]]).meta({ description: 'A machine-readable code; the HTTP status follows from it.' }),
  });
}
