/**
 * Reading request input safely: bodies are refused by size before and while they are read,
 * must be JSON sent as JSON, and every string in a body or query passes the one text rule
 * (lib/http/text.ts) before any schema sees it.
 */
import { z } from 'zod';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '@/lib/constants/requests';
import { ApiError } from './errors';
import { describeZodError } from './zod-error';
import { findUnsafeText } from './text';

/** 413 before reading when Content-Length already says the body is over `maxBytes`. */
export function assertDeclaredLength(req: Request, maxBytes = MAX_JSON_BODY_BYTES): void {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `Request body is too large (at most ${Math.floor(maxBytes / 1024)} KB)`);
}

/**
 * Reads the body as UTF-8 text, stopping as soon as it passes `maxBytes` (413), so a body
 * without a Content-Length cannot fill memory either.
 */
export async function readBodyText(req: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> {
  assertDeclaredLength(req, maxBytes);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export interface JsonBodyOptions {
  maxBytes?: number;
  /** An empty body counts as `{}` (routes whose every field is optional). */
  optional?: boolean;
}

/**
 * A JSON body checked against `schema`. 415 UNSUPPORTED_MEDIA_TYPE unless sent as
 * application/json; 413 PAYLOAD_TOO_LARGE over the cap; 400 INVALID_JSON for broken JSON;
 * 400 VALIDATION_ERROR for nesting deeper than MAX_JSON_DEPTH, control characters, or the
 * first schema problem (named by field).
 */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: JsonBodyOptions = {},
): Promise<z.output<S>> {
  const text = await readBodyText(req, options.maxBytes);
  if (options.optional && !text.trim()) return parseInput({}, schema);
  if (!JSON_TYPE.test(req.headers.get('content-type') ?? '')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json)');
  }
  let raw: unknown;
  try {
    raw = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError('INVALID_JSON', 'Request body must be valid JSON');
  }
  if (raw === undefined) throw new ApiError('INVALID_JSON', 'Request body must be a JSON object');
  return parseInput(raw, schema);
}

/** The query string checked against `schema`: 400 naming the first bad parameter or unsafe text. */
export function parseQueryString<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams.entries());
  return parseInput(params, schema);
}

/** Any parsed input: the text rule first, then the schema; 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
  const problem = findUnsafeText(raw, MAX_JSON_DEPTH);
  if (problem?.kind === 'depth') throw new ApiError('VALIDATION_ERROR', 'Request body is nested too deeply');
  if (problem) {
    const where = problem.path.length ? `${problem.path.join('.')}: ` : '';
    throw new ApiError('VALIDATION_ERROR', `${where}must not contain control characters`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError('VALIDATION_ERROR', describeZodError(result.error));
  return result.data;
}
