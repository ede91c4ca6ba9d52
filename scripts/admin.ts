/**
 * `npm run admin -- grant|revoke|list [email]`: manages the admin role by hand, on the database
 * the app uses (DATABASE_URL, else PGLITE_DIR; stop `npm run dev` first when it is PGlite).
 *   grant <email>   gives the role to the account with a verified address, kept until revoked
 *   revoke <email>  takes the role away (remove the address from ADMIN_EMAILS too)
 *   list            prints every admin with whether the address is verified and who granted it
 * Exits 1 with the reason when the command cannot be done.
 */
import { closeDb } from '@/db';
import { env } from '@/lib/env';
import { isApiError } from '@/lib/http/errors';
import { grantAdminByOperator, listAdmins, revokeAdminByOperator } from '@/lib/users/admins';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command === 'list') {
    const admins = await listAdmins();
    if (admins.length === 0) console.log('No admins.');
    for (const a of admins) {
      const source = a.grant === 'operator' ? 'granted by an operator' : 'from ADMIN_EMAILS';
      console.log(`${a.email}\t${a.verified ? 'verified' : 'NOT verified'}\t${source}`);
    }
    return 0;
  }
  if ((command === 'grant' || command === 'revoke') && email) {
    if (command === 'grant') {
      const user = await grantAdminByOperator(email);
      console.log(`${user.email} is now an admin (kept until revoked).`);
    } else {
      const user = await revokeAdminByOperator(email);
      console.log(`${user.email} is no longer an admin.`);
      if (env.adminEmails.includes(user.email)) {
        console.log('It is still in ADMIN_EMAILS: remove it there, or the next start grants it again.');
      }
    }
    return 0;
  }
  console.error(USAGE);
  return 1;
}

main()
  .catch((err: unknown) => {
    console.error(isApiError(err) ? err.message : err);
    return 1;
  })
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  });
