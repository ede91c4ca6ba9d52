import { z } from 'zod';

/** "field: message" for the first problem of a zod error, so the client can show it as is. */
export function describeZodError(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
