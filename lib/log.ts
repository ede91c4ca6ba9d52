/** The server's structured logger (JSON lines on stdout). */
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'plenary' },
  redact: ['password', '*.password', 'passwordHash', '*.passwordHash', 'token', '*.token'],
});
