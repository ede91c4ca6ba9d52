import { defineConfig } from 'drizzle-kit';

// Used only to generate migrations from db/schema.ts (`npm run db:generate`).
// Migrations are applied by db/migrate.ts, on start and by `npm run db:migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './drizzle',
});
