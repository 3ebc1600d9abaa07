// `npm run migrate:create --prefix cms [-- <name>]`: writes the PostgreSQL
// migration that brings the schema from the last committed one
// (src/migrations/*.json) to the current model, with Payload's
// `migrate:create`. It needs a PostgreSQL server in CMS_DATABASE_URL (any
// database: nothing is written to it). The migration is then made loadable by
// Node itself (type-only imports marked, `.ts` in the index), as the start
// command and `next start` run the migrations without a TypeScript loader.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(cmsDir, 'src', 'migrations');

if (!/^postgres(ql)?:\/\//.test(process.env.CMS_DATABASE_URL ?? '')) {
  console.error('Set CMS_DATABASE_URL=postgres://… (e.g. postgres://postgres@127.0.0.1:5432/postgres): Payload connects to generate a migration.');
  process.exit(1);
}
const name = process.argv[2] ?? 'registry';
const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
  cwd: cmsDir,
  stdio: 'inherit',
  env: { ...process.env, PAYLOAD_CONFIG_PATH: 'src/payload.config.ts' },
});
if (result.status !== 0) process.exit(result.status ?? 1);

for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8').replace(
    /^import \{ MigrateUpArgs, MigrateDownArgs, sql \} from '@payloadcms\/db-postgres'/m,
    "import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'",
  );
  writeFileSync(full, text);
}
const index = path.join(dir, 'index.ts');
writeFileSync(index, readFileSync(index, 'utf8').replace(/from '\.\/([^']+?)(?:\.ts)?'/g, "from './$1.ts'"));
console.log(`Migrations in ${path.relative(process.cwd(), dir)}: commit the new .ts and .json together.`);
