/**
 * The one database client. postgres.js when DATABASE_URL is set, else embedded PGlite in
 * PGLITE_DIR (default `.data/pglite`; `memory://` for an in-memory database). Migrations
 * in drizzle/ are applied the first time the client is opened in a process.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { env } from '@/lib/env';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Handle {
  db: Db;
  close: () => Promise<void>;
  driver: 'postgres' | 'pglite';
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
/** Advisory lock id so that several instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 72_937_101;

declare global {
  /** The open client, kept on globalThis so that hot reload in development reuses it. */
  var __plenaryDb: Promise<Handle> | undefined;
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');

  const migrationClient = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(migrationClient), { migrationsFolder: MIGRATIONS_FOLDER });
    await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrationClient.end();
  }

  const client = postgres(url, {
    max: env.databasePoolSize,
    onnotice: () => {},
  });
  const db = drizzle(client, { schema });
  return { db, driver: 'postgres', close: () => client.end() };
}

async function openPglite(dir: string): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, driver: 'pglite', close: () => client.close() };
}

function open(): Promise<Handle> {
  const url = env.databaseUrl;
  return url ? openPostgres(url) : openPglite(env.pgliteDir);
}

async function handle(): Promise<Handle> {
  if (!globalThis.__plenaryDb) {
    const pending = open();
    globalThis.__plenaryDb = pending;
    // Never keep a failed start: the next call tries again.
    pending.catch(() => {
      if (globalThis.__plenaryDb === pending) globalThis.__plenaryDb = undefined;
    });
  }
  return globalThis.__plenaryDb;
}

/** The migrated database client, opened on first use. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

/** Which driver is in use: 'postgres' or 'pglite'. */
export async function getDriver(): Promise<Handle['driver']> {
  return (await handle()).driver;
}

/** Closes the client (scripts and tests call this so the process can exit). */
export async function closeDb(): Promise<void> {
  const pending = globalThis.__plenaryDb;
  globalThis.__plenaryDb = undefined;
  if (pending) await (await pending).close();
}

export { schema };
