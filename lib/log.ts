/**
 * The server's structured logger (JSON lines on stdout). Logs never hold request bodies, SQL
 * parameters, password hashes, tokens or e-mail addresses:
 * - fields with those names are replaced by "[redacted]";
 * - errors are written by `serializeError`, which keeps what an operator acts on (type, code,
 *   a message without values, table, column, constraint, stack frames, causes) and drops what
 *   a failed query carried (its parameters, postgres' `detail` with the failing row);
 * - every line passes through `scrubSecrets` last, so an address or a token written into any
 *   message or field is replaced wherever it appears.
 */
import pino from 'pino';
import { env } from '@/lib/env';

const REDACTED = '[redacted]';

/** Field names whose values are never logged, at the top level or one object down. */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'email',
  'authorization',
  'cookie',
  'body',
  'params',
  'parameters',
  'args',
];

/** Patterns of secret values, each with the text that replaces it. */
const SECRET_VALUES: Array<[RegExp, string]> = [
  // argon2 and bcrypt password hashes.
  [/\$argon2(?:id|i|d)\$[^\s"',)]+/g, '[password hash]'],
  [/\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}/g, '[password hash]'],
  // JWT / JWE (session cookies and bearer tokens): base64url segments starting with `{"`.
  [/eyJ[\w-]+(?:\.[\w-]*){2,4}/g, '[token]'],
  // E-mail addresses: starting at the text's start, after a character that cannot be part of
  // one, or after a JSON escape (`\n`, `\u00a0`), which is kept, so the line stays valid JSON.
  [/(?<=^|[^\\\w.%+-]|\\[nrtbf"\\/]|\\u[0-9a-fA-F]{4})[\w.%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/g, '[email]'],
];

/**
 * `text` with every e-mail address, password hash and JWT replaced by a placeholder. The
 * placeholders hold no quote or backslash, so scrubbing a JSON line leaves valid JSON.
 */
function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_VALUES) out = out.replace(pattern, replacement);
  return out;
}

/** A database error's message without the values it may quote. */
function messageWithoutValues(message: string): string {
  return (
    message
      // drizzle's "Failed query: <sql>\nparams: <values>": keep the statement, drop the values.
      .replace(/\nparams:[\s\S]*$/, '')
      // postgres' `invalid input syntax for type uuid: "<value>"` and the like.
      .replace(/: "(?:[^"\\]|\\.)*"$/, ': [value]')
  );
}

/** Fields of an error (drizzle, postgres.js, PGlite, Stripe, ours) worth keeping, by their logged name. */
const KEPT_FIELDS: Array<[logged: string, ...names: string[]]> = [
  ['code', 'code'],
  ['status', 'status', 'statusCode'],
  ['severity', 'severity'],
  ['schema', 'schema', 'schema_name'],
  ['table', 'table', 'table_name'],
  ['column', 'column', 'column_name'],
  ['constraint', 'constraint', 'constraint_name'],
  ['dataType', 'dataType', 'data_type_name'],
  ['routine', 'routine'],
];

const MAX_CAUSES = 5;

/**
 * An error as a log field: `{type, message, code?, status?, severity?, schema?, table?, column?,
 * constraint?, dataType?, routine?, query?, stack, cause?}`. `query` is a failed statement's
 * SQL text with its `$n` placeholders, written once per chain; the values bound to them are
 * never included, nor is postgres' `detail` (it quotes the failing row). `stack` holds the
 * frames only. Causes are followed up to five deep. Anything that is not an Error becomes
 * `{type, message}`.
 */
function serializeError(err: unknown, depth = 0, queryShown?: string): Record<string, unknown> {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: scrubSecrets(messageWithoutValues(String(err))) };
  }
  const fields = err as unknown as Record<string, unknown>;
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const isDatabaseError = typeof fields.severity === 'string' && typeof fields.code === 'string';
  const type = isDatabaseError ? 'DatabaseError' : err.constructor?.name || err.name;
  let message = messageWithoutValues(err.message);
  // drizzle repeats the statement in its message; it is logged once, as `query`.
  if (query && message.includes(query)) message = message.replace(query, '').replace(/[:\s]+$/, '');
  const out: Record<string, unknown> = { type, message: scrubSecrets(message) };
  for (const [logged, ...names] of KEPT_FIELDS) {
    const value = names.map((n) => fields[n]).find((v) => typeof v === 'string' || typeof v === 'number');
    if (value !== undefined) out[logged] = typeof value === 'string' ? scrubSecrets(value) : value;
  }
  if (query && query !== queryShown) out.query = scrubSecrets(query);
  out.stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .join('\n');
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1, query ?? queryShown);
  return out;
}

/**
 * The logger: pino at LOG_LEVEL with `{app: 'plenary'}` on every line, the secret-field
 * redaction, the error serializer and the final scrub described above.
 */
export const log = pino({
  level: env.logLevel,
  base: { app: 'plenary' },
  redact: {
    paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
    censor: REDACTED,
  },
  serializers: { err: serializeError, error: serializeError },
  hooks: { streamWrite: scrubSecrets },
});
