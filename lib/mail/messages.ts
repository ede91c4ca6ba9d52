/**
 * The e-mails Plenary sends, each as plain text and simple HTML in UK English. Every value put
 * into the HTML is escaped.
 */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/lib/constants/product';
import type { MailMessage } from './index';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Parts {
  to: string;
  subject: string;
  greetingName: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  after: string[];
}

/** Lays out one message: greeting, paragraphs, the link (as a button and in full), closing lines. */
function compose({ to, subject, greetingName, paragraphs, action, after }: Parts): MailMessage {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const signOff = `The ${PRODUCT_NAME} team`;
  const help = `Questions? Write to ${SUPPORT_EMAIL}.`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.url}`, '', ...after.flatMap((p) => [p, '']), signOff, help, ''].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f7f5f0;font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<p style="margin:0 0 20px;font-weight:bold;font-size:18px">${escapeHtml(PRODUCT_NAME)}</p>
${p(greeting)}
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#57534e">Or copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.url)}</a></p>
${after.map(p).join('\n')}
${p(signOff)}
<p style="margin:0;font-size:13px;color:#78716c">${escapeHtml(help)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

/** "Please confirm your e-mail address", with the verification link (valid `hours` hours). */
export function verifyEmailMessage(to: string, name: string | null, url: string, hours: number): MailMessage {
  return compose({
    to,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    greetingName: name,
    paragraphs: [`Thank you for joining ${PRODUCT_NAME}. Please confirm that this is your e-mail address, so we can help you if you ever forget your password.`],
    action: { label: 'Confirm my e-mail address', url },
    after: [`This link works once and expires in ${hours} hours. If you did not sign up, you can ignore this e-mail.`],
  });
}

/** "Reset your password", with the reset link (valid `minutes` minutes). */
export function resetPasswordMessage(to: string, name: string | null, url: string, minutes: number): MailMessage {
  return compose({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greetingName: name,
    paragraphs: [`Someone, hopefully you, asked to reset the password for your ${PRODUCT_NAME} account.`],
    action: { label: 'Choose a new password', url },
    after: [
      `This link works once and expires in ${minutes} minutes. Choosing a new password signs you out on every device.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });
}
