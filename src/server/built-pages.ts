import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Each page the build wrote (Astro's client folder): its route (`/a/b` for a/b/index.html or a/b.html) and its HTML. */
export async function* builtPages(clientDir: string): AsyncGenerator<{ route: string; html: string }> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, file).split(path.sep).join('/');
    yield { route: `/${relative.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`, html: await readFile(file, 'utf8') };
  }
}
