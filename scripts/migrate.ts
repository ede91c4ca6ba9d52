/** `npm run db:migrate`: applies drizzle/ migrations to DATABASE_URL or PGLITE_DIR, then exits. */
import { closeDb, getDb, getDriver } from '../db';

async function main() {
  await getDb();
  console.log(`Migrations applied (${await getDriver()}).`);
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
