import { defineConfig } from 'drizzle-kit';

// Used only to generate migrations from db/schema.ts (`npm run db:generate`).
// Migrations are applied by getDb() in db/index.ts when an instance first opens the database,
// and by `npm run db:migrate` (scripts/migrate.ts, which opens it and exits).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './drizzle',
});
