/**
 * Start-up work for a server instance: migrate the database and apply ADMIN_EMAILS (grant the
 * admin role to verified listed addresses, take it from configured admins no longer listed);
 * in production, say loudly when no mail server is set.
 */
import { getDb, getDriver } from '@/db';
import { syncAdminEmails } from '@/lib/users/admins';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

export async function startup(): Promise<void> {
  if (env.isProduction && !env.smtpUrl) {
    log.error('SMTP_URL is not set: verification and password reset e-mails will not be sent');
  }
  try {
    await getDb();
    const admins = await syncAdminEmails();
    log.info({ database: await getDriver(), adminsGranted: admins.granted, adminsRevoked: admins.revoked }, 'database ready');
  } catch (err) {
    // The next request tries again; health reports 503 meanwhile.
    log.error({ err }, 'database start-up failed');
  }
}
