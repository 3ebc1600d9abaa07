// Next's start hook (instrumentation): Payload starts with the server, its
// jobs' cron with it, so scheduled publishing runs without anyone opening
// the admin (Payload starts its crons only when asked: `cron: true`).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ getPayload }, { cms }] = await Promise.all([import('payload'), import('./src/instance.ts')]);
  await getPayload({ config: cms.config, cron: true });
}
