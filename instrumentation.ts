/**
 * Runs once when a server instance starts: checks every setting (a bad one stops the start with
 * a message naming it), then opens and migrates the database and applies ADMIN_EMAILS.
 */
export async function register() {
  const { env, checkSettings } = await import('./lib/env');
  if (!env.isNodeServerRuntime) return;
  checkSettings();
  const { startup } = await import('./lib/startup');
  await startup();
}
