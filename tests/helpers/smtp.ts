/**
 * A real SMTP server in the test process (the `smtp-server` package): it accepts every message,
 * parses it with mailparser, and keeps it so a test can read what Plenary sent and follow its
 * links. `startMailServer()` points SMTP_URL at it.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailServer {
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` (after `since` messages to it) that arrives within `timeoutMs`. */
  /**
   * The `since`-th message (0-based) to `to`, counting only those with `subject` when given: the
   * verification and reset e-mails are sent independently, so their order is not fixed.
   */
  waitFor(to: string, options?: { since?: number; subject?: string; timeoutMs?: number }): Promise<ReceivedMail>;
  /** How many messages `to` has received so far. */
  countFor(to: string): number;
  close(): Promise<void>;
}

const addresses = (parsed: ParsedMail): string[] => {
  const list = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
};

/** Starts the server on a free local port and sets process.env.SMTP_URL to it. */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: addresses(parsed),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const url = `smtp://127.0.0.1:${port}`;
  process.env.SMTP_URL = url;

  const forAddress = (to: string) => received.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url,
    received,
    countFor: (to) => forAddress(to).length,
    async waitFor(to, { since = 0, subject, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = forAddress(to).filter((m) => subject === undefined || m.subject === subject)[since];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in `text` to `path` (e.g. '/verify-email'). */
export function linkToken(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
}
