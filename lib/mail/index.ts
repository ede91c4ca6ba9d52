/**
 * Outgoing e-mail over SMTP with nodemailer (SMTP_URL, from MAIL_FROM). Without SMTP_URL outside
 * production the message, link included, is written to the server log instead, so development
 * needs no mail server; in production without it the message is dropped and an error logged.
 * Sending never throws: a failure is logged and reported as `false`, so no caller can reveal
 * through an error whether an address has an account. Logs never name the recipient.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, the part every mail client shows. */
  text: string;
  /** The same content as simple HTML (values already escaped). */
  html: string;
}

let transport: { url: string; transporter: Transporter } | undefined;

/** One transporter per SMTP_URL (tests change it between files). */
function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Sends `message` and resolves true once the SMTP server has accepted it; false when it could not
 * be sent (logged) or when there is no SMTP_URL (in development the message goes to the log).
 */
export async function sendMail(message: MailMessage): Promise<boolean> {
  let url: string | undefined;
  try {
    url = env.smtpUrl;
  } catch (err) {
    log.error({ err }, 'e-mail not sent: SMTP_URL is invalid');
    return false;
  }
  if (!url) {
    if (env.isProduction) {
      log.error({ subject: message.subject }, 'e-mail not sent: SMTP_URL is not set');
    } else {
      log.info({ subject: message.subject, text: message.text }, 'e-mail (no SMTP_URL: written here instead of sent)');
    }
    return false;
  }
  try {
    await transporterFor(url).sendMail({ from: env.mailFrom, ...message });
    return true;
  } catch (err) {
    log.error({ err: { name: (err as Error).name, code: (err as { code?: string }).code }, subject: message.subject }, 'e-mail could not be sent');
    return false;
  }
}

/**
 * Starts sending `message` and returns at once: the caller's answer neither waits for the mail
 * server nor depends on it (a failure is logged by sendMail).
 */
export function sendMailInBackground(message: MailMessage): void {
  void sendMail(message);
}
