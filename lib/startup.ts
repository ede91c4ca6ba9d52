/** Start-up work for a server instance: migrate the database and grant ADMIN_EMAILS the admin role. */
import { getDb, getDriver } from '@/db';
import { grantConfiguredAdmins } from '@/lib/users/sign-in';
import { log } from '@/lib/log';

export async function startup(): Promise<void> {
  try {
    await getDb();
    const granted = await grantConfiguredAdmins();
    log.info({ database: await getDriver(), adminsGranted: granted }, 'database ready');
  } catch (err) {
    // The next request tries again; health reports 503 meanwhile.
    log.error({ err }, 'database start-up failed');
  }
}
