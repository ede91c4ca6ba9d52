/**
 * The mail catcher for the e2e servers: accepts every message on MAIL_SMTP_PORT (smtp-server),
 * parses it (mailparser) and keeps it in memory; `GET /messages?to=<address>` on MAIL_HTTP_PORT
 * answers the messages sent to that address, oldest first, as JSON; `GET /health` answers ok.
 * Run with `npx tsx tests/e2e/mail-server.ts` (playwright.config.ts starts it).
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './base-url';

interface Captured {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const messages: Captured[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((parsed) => {
        const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
          a.value.map((v) => (v.address ?? '').toLowerCase()),
        );
        messages.push({
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          receivedAt: new Date().toISOString(),
        });
        done();
      })
      .catch(done);
  },
});
smtp.listen(MAIL_SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/health') {
      res.end(JSON.stringify({ ok: true }));
    } else if (url.pathname === '/messages') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      res.end(JSON.stringify(messages.filter((m) => m.to.includes(to))));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'not found' }));
    }
  })
  .listen(MAIL_HTTP_PORT, '127.0.0.1');
