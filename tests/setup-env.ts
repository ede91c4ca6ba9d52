// Every vitest file runs in its own process with its own in-memory database.
process.env.PGLITE_DIR ??= 'memory://';
process.env.NEXTAUTH_SECRET ??= 'test-secret-for-vitest-only-0123456789abcdef';
process.env.NEXTAUTH_URL ??= 'http://localhost:3000';
process.env.LOG_LEVEL ??= 'silent';
