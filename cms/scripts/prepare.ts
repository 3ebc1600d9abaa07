// The start command's preparation, in a process of its own (so the process
// that then watches the server does not keep Payload in memory): the schema,
// the repository's seed when the database is empty, and the accounts.
// Production mode, as the server runs: PostgreSQL's pending migrations run on connect.
Object.assign(process.env, { NODE_ENV: 'production', DISABLE_PAYLOAD_HMR: 'true' });

const { getPayload } = await import('payload');
const { createCms } = await import('../src/cms.ts');
const { prepareCms } = await import('../src/runtime/prepare.ts');
const { closePayload } = await import('../src/runtime/close.ts');
const { cmsOptionsFromEnv } = await import('../src/runtime/options.ts');
const { accountsFromEnv } = await import('../src/runtime/accounts.ts');
const { readSeed } = await import('../../src/content-system/seed-reader.ts');

const log = (line: string) => console.log(`[cms] ${line}`);
const options = cmsOptionsFromEnv();
const { editor, admin } = accountsFromEnv(options);
const cms = createCms(options, undefined, { logLevel: process.env.CMS_LOG_LEVEL || 'warn' });
const payload = await getPayload({ config: cms.config, key: 'prepare' });
try {
  await prepareCms(payload, cms, {
    seed: () => readSeed(),
    accounts: [editor, admin],
    acceptDataLoss: process.env.CMS_ACCEPT_DATA_LOSS === '1',
    log,
  });
} finally {
  await closePayload(payload);
}
