import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { openDeploys, type Deploys, type PublishEvent } from './deploys.ts';
import { DEPLOYS_PATH, deployRunner, HOOK_PATH } from './runner.ts';
import { buildSite, goLive, REPOSITORY } from './site-build.ts';

/**
 * The deploy runner: signed publish hooks become deploys (a burst of them
 * one build), each build that succeeds becomes live, one that fails leaves
 * the live build as it was and says why, and a hook that is unsigned,
 * forged, stale or replayed changes nothing.
 */

const SECRET = `whsec_${Buffer.from('a secret the CMS and the runner share').toString('base64')}`;
// Builds must lie inside the repository: under its data folder, which git ignores.
fs.mkdirSync(path.join(REPOSITORY, '.data'), { recursive: true });
const root = fs.mkdtempSync(path.join(REPOSITORY, '.data', 'deploy-test-'));
let count = 0;

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A runner over a deploys folder of its own, whose builds write a marker or fail as the test says. */
async function runner(options: { fail?: string; debounceMs?: number } = {}) {
  const dir = path.join(root, `deploys-${(count += 1)}`);
  const pointer = path.join(dir, 'live');
  const built: string[] = [];
  const deploys = await openDeploys({
    dir,
    debounceMs: options.debounceMs ?? 100,
    maxWaitMs: 5_000,
    build: async (folder) => {
      built.push(folder);
      if (options.fail) throw new Error(options.fail);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'built'), 'ok');
    },
    goLive: (folder) => goLive(pointer, folder),
  });
  const app = await deployRunner(deploys, SECRET);
  return { dir, pointer, built, deploys, app };
}

let open: Array<{ deploys: Deploys; app: Awaited<ReturnType<typeof deployRunner>> }> = [];
afterEach(async () => {
  for (const { deploys, app } of open) {
    deploys.close();
    await app.close();
  }
  open = [];
});

const event = (id: string): PublishEvent => ({ collection: 'pages', id, path: `/strona-${id}` });

function signed(body: string, id = `msg_${Math.random().toString(36).slice(2)}`, at = new Date()) {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(SECRET).sign(id, at, body),
  };
}

describe('the deploy runner', () => {
  it('builds once for a burst of publishes and makes that build live', async () => {
    const run = await runner();
    open.push(run);
    for (const id of ['1', '2', '3']) {
      const body = JSON.stringify(event(id));
      const response = await run.app.inject({ method: 'POST', url: HOOK_PATH, headers: signed(body), payload: body });
      expect(response.statusCode).toBe(202);
    }
    await run.deploys.idle();

    expect(run.built).toHaveLength(1);
    const { deploys } = (await run.app.inject({ method: 'GET', url: DEPLOYS_PATH })).json() as { deploys: Array<Record<string, unknown>> };
    expect(deploys).toHaveLength(1);
    expect(deploys[0]).toMatchObject({ state: 'live', events: [event('1'), event('2'), event('3')] });
    const live = fs.readFileSync(run.pointer, 'utf8').trim();
    expect(live).toBe(deploys[0]!.build);
    expect(fs.readFileSync(path.join(run.dir, live, 'built'), 'utf8')).toBe('ok');
  });

  it('shows one deploy live: the one before is replaced', async () => {
    const run = await runner({ debounceMs: 10 });
    open.push(run);
    for (const id of ['8', '9']) {
      const body = JSON.stringify(event(id));
      await run.app.inject({ method: 'POST', url: HOOK_PATH, headers: signed(body), payload: body });
      await run.deploys.idle();
    }
    expect(run.deploys.list().map((deploy) => [deploy.state, deploy.events])).toEqual([
      ['live', [event('9')]],
      ['replaced', [event('8')]],
    ]);
  });

  it('leaves the live build as it was when a build fails, and says why', async () => {
    const run = await runner({ fail: 'The build stopped (exit 1):\nblocks/hero: Adres: ścieżka zaczynająca się od /' });
    open.push(run);
    fs.mkdirSync(run.dir, { recursive: true });
    fs.writeFileSync(run.pointer, 'builds/earlier\n');
    const body = JSON.stringify(event('4'));
    await run.app.inject({ method: 'POST', url: HOOK_PATH, headers: signed(body), payload: body });
    await run.deploys.idle();

    const [deploy] = run.deploys.list();
    expect(deploy).toMatchObject({ state: 'failed', reason: expect.stringContaining('Adres: ścieżka zaczynająca się od /') });
    expect(fs.readFileSync(run.pointer, 'utf8')).toBe('builds/earlier\n');
  });

  it('refuses an unsigned, forged or stale hook and takes a replayed one once', async () => {
    const run = await runner({ debounceMs: 60_000 });
    open.push(run);
    const body = JSON.stringify(event('5'));
    const refused = [
      { 'content-type': 'application/json' },
      {
        ...signed(body),
        'webhook-signature': new Webhook(`whsec_${Buffer.from('another secret').toString('base64')}`).sign('msg_x', new Date(), body),
      },
      signed(body, 'msg_old', new Date(Date.now() - 10 * 60 * 1000)),
      signed(JSON.stringify(event('6'))),
    ];
    for (const headers of refused) {
      const response = await run.app.inject({ method: 'POST', url: HOOK_PATH, headers, payload: body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Niepodpisane, sfałszowane albo przeterminowane powiadomienie o publikacji' });
    }
    expect(run.deploys.list()).toEqual([]);

    const headers = signed(body, 'msg_once');
    expect((await run.app.inject({ method: 'POST', url: HOOK_PATH, headers, payload: body })).statusCode).toBe(202);
    const replay = await run.app.inject({ method: 'POST', url: HOOK_PATH, headers, payload: body });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ deploy: null, replay: true });
    expect(run.deploys.list()[0]!.events).toEqual([event('5')]);
  });

  it('builds again after a restart what was queued or cut short', async () => {
    const first = await runner({ debounceMs: 60_000 });
    const body = JSON.stringify(event('7'));
    await first.app.inject({ method: 'POST', url: HOOK_PATH, headers: signed(body), payload: body });
    first.deploys.close();
    await first.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const again = await openDeploys({
      dir: first.dir,
      debounceMs: 10,
      maxWaitMs: 1_000,
      build: async (folder) => {
        fs.mkdirSync(folder, { recursive: true });
      },
      goLive: (folder) => goLive(first.pointer, folder),
    });
    await again.idle();
    expect(again.list()).toEqual([expect.objectContaining({ state: 'live', events: [event('7')] })]);
    again.close();
  });
});

describe('building and making live', () => {
  it('gives the end of a failed build’s output as the reason', async () => {
    const failing = [
      process.execPath,
      '-e',
      'console.log("building"); console.error("[content] /oferta › hero › cta.url: Adres niepoprawny"); process.exit(3)',
    ];
    await expect(buildSite(failing, path.join(root, 'builds', 'x'))).rejects.toThrow(
      /exit 3\):\nbuilding\n\[content\] \/oferta › hero › cta\.url: Adres niepoprawny/,
    );
  });

  it('refuses a build folder outside the repository', async () => {
    await expect(buildSite(['true'], '/tmp/elsewhere')).rejects.toThrow('outside the repository');
  });

  it('keeps the live build and the two before it', async () => {
    const dir = path.join(root, 'prune');
    for (const name of ['20261129100000-a', '20261129110000-b', '20261129120000-c', '20261129130000-d'])
      fs.mkdirSync(path.join(dir, 'builds', name), { recursive: true });
    await goLive(path.join(dir, 'live'), 'builds/20261129130000-d');
    expect(fs.readdirSync(path.join(dir, 'builds')).sort()).toEqual(['20261129110000-b', '20261129120000-c', '20261129130000-d']);
    expect(fs.readFileSync(path.join(dir, 'live'), 'utf8')).toBe('builds/20261129130000-d\n');
  });
});
