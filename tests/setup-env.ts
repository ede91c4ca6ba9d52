// Every vitest file runs in its own process with its own database: an in-memory PGlite, or,
// when TEST_POSTGRES_URL is set (scripts/test-postgres.sh), a fresh database on that server.
import crypto from 'node:crypto';

process.env.NEXTAUTH_SECRET ??= 'test-secret-for-vitest-only-0123456789abcdef';
process.env.NEXTAUTH_URL ??= 'http://localhost:3000';
process.env.LOG_LEVEL ??= 'silent';

const adminUrl = process.env.TEST_POSTGRES_URL;
if (adminUrl) {
  const { default: postgres } = await import('postgres');
  const name = `plenary_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.PGLITE_DIR ??= 'memory://';
}
