/** Runs once when a server instance starts: opens and migrates the database, grants admins. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startup } = await import('./lib/startup');
  await startup();
}
