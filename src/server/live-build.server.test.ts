import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppFor } from '#testing/server-app.ts';
import { followLiveBuild } from './live-build.ts';
import { readSiteBuild } from './site-build.ts';

/**
 * A server follows the live build without a restart: once the pointer names
 * a new build, the next requests get its pages, none fails during the
 * switch, and a page of the build before still gets its assets.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-build-'));
const pointer = path.join(root, 'live');

/** A build whose every page says which build it is, with one hashed asset of its own. */
function writeBuild(name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', '_astro'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'precompressed', '_astro'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const handler = (req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end('<p>build ${name}</p>'); };`,
  );
  fs.writeFileSync(path.join(dir, 'client', '_astro', `page.${name}.js`), `console.log(${JSON.stringify(name)});`);
  return dir;
}

describe('following the live build', async () => {
  const first = writeBuild('first');
  writeBuild('second');
  fs.writeFileSync(pointer, 'first\n');
  const errors: string[] = [];
  const logger = { level: 'error', stream: { write: (line: string) => errors.push(line) } };
  const server = testAppFor('pglite', { app: { ...(await readSiteBuild(first)), logger } });
  let stop = () => {};

  afterAll(() => {
    stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async () => {
    const response = await server.app.inject({ method: 'GET', url: '/oferta' });
    return `${response.statusCode} ${response.body}`;
  };

  it('serves the new build once the pointer names it, with no request failing on the way', async () => {
    stop = followLiveBuild(server.app, pointer, first, 20);
    expect(await page()).toBe('200 <p>build first</p>');

    const seen = new Map<string, number>();
    let switched = false;
    const loops = Array.from({ length: 8 }, async () => {
      while (!switched) {
        const answer = await page();
        seen.set(answer, (seen.get(answer) ?? 0) + 1);
        if (answer === '200 <p>build second</p>') switched = true;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    });
    fs.writeFileSync(pointer, 'second\n');
    await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, 20_000))]);
    switched = true;

    expect([...seen.keys()].sort()).toEqual(['200 <p>build first</p>', '200 <p>build second</p>']);
    expect(await page()).toBe('200 <p>build second</p>');
    // A switch reads the new build's catalogue and search index: seconds on a busy machine, within the 20 s the loops wait.
  }, 30_000);

  it('still serves the assets of the build before to a page loaded from it', async () => {
    for (const name of ['first', 'second']) {
      const asset = await server.app.inject({ method: 'GET', url: `/_astro/page.${name}.js` });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(`console.log("${name}");`);
    }
  });

  it('keeps serving the live build when the pointer names a folder with no build', async () => {
    fs.mkdirSync(path.join(root, 'broken'));
    fs.writeFileSync(pointer, 'broken\n');
    await expect.poll(() => errors.join(''), { timeout: 10_000 }).toContain('Cannot serve the new build of the site');
    expect(errors.join('')).toContain('holds no built site');
    expect(await page()).toBe('200 <p>build second</p>');
  });
});
