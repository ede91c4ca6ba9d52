/** The server's structured logger (JSON lines on stdout). */
import pino from 'pino';
import { env } from '@/lib/env';

export const log = pino({
  level: env.logLevel,
  base: { app: 'plenary' },
  redact: ['password', '*.password', 'passwordHash', '*.passwordHash', 'token', '*.token'],
});
