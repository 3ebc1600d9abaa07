// `npm run start --prefix cms` (the portal's `npm run editors`): builds the
// admin when its sources changed, prepares the database (scripts/prepare.ts:
// schema, the seed when empty, the accounts), then serves the CMS with `next start` on
// 127.0.0.1:${CMS_PORT:-4330} and prints where and how to sign in.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = path.resolve(cmsDir, '..');
process.chdir(cmsDir);
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.DISABLE_PAYLOAD_HMR = 'true';

const host = process.env.CMS_HOST || '127.0.0.1';
const port = Number(process.env.CMS_PORT || 4330);
const log = (line: string) => console.log(`[cms] ${line}`);

// --- Build when needed ------------------------------------------------------
// Everything the bundle holds: the CMS's sources and the registry's schema.
function sourcesDigest(): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const name of readdirSync(entry).sort()) if (name !== 'importMap.js') visit(path.join(entry, name));
    } else if (/\.(ts|tsx|mts|js|mjs|json|scss)$/.test(entry) && !entry.endsWith('.test.ts')) {
      hash.update(path.relative(repositoryRoot, entry)).update(readFileSync(entry));
    }
  };
  for (const entry of ['app', 'src', 'next.config.mjs', 'proxy.ts', 'instrumentation.ts', 'package-lock.json', 'tsconfig.json'])
    visit(path.join(cmsDir, entry));
  visit(path.join(repositoryRoot, 'content-schema'));
  return hash.digest('hex');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: cmsDir, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

const stampFile = path.join(cmsDir, '.next', 'cms-sources.sha256');
const digest = sourcesDigest();
if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID')) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8').trim() !== digest) {
  log('Building the admin (next build; a few minutes on a small machine)…');
  const started = Date.now();
  await run('npm', ['run', 'build']);
  writeFileSync(stampFile, `${digest}\n`);
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s`);
} else log('The admin build is current');

// --- Prepare the database -----------------------------------------------------
const { cmsOptionsFromEnv } = await import('../src/runtime/options.ts');
const { accountsFromEnv } = await import('../src/runtime/accounts.ts');
const options = cmsOptionsFromEnv();
const { editor, admin } = accountsFromEnv(options);
await run(process.execPath, ['scripts/prepare.ts']);

// --- Serve ----------------------------------------------------------------------
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', String(port)], {
  cwd: cmsDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    CMS_DATA_DIR: options.dataDir,
    PAYLOAD_SECRET: options.secret,
    CMS_PREVIEW_SECRET: options.previewSecret,
  },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const base = `http://${host}:${port}`;
for (let attempt = 0; attempt < 120; attempt++) {
  try {
    await fetch(`${base}/admin/login`, { signal: AbortSignal.timeout(10_000) });
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 500));
  }
}
console.log(`
  CMS (Payload): ${base}/admin
    redaktor:       ${editor.email} / ${editor.password}${editor.enforced ? '' : `  (hasło z ${path.join(options.dataDir, 'editor-password')})`}
    administrator:  ${admin.email} / ${admin.password}
  Content API for the portal: CONTENT_GRAPHQL_URL=${base}/api/content/graphql${options.contentToken ? ' (with CONTENT_TOKEN)' : ''}
  Live preview: ${options.portalUrl}/podglad${options.publishWebhook ? `; publish webhook: ${options.publishWebhook.url}` : ''}
`);
