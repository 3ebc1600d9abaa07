import { afterEach, describe, expect, it } from 'vitest';
import { createContentSystem } from '#content-system/create-content-system.ts';
import { ContentError } from '#registry/validate.ts';
import { ContentSourceError } from './client.ts';
import { loadContent, type LoadContentOptions } from './load-content.ts';
import { closedPortUrl, fetchListener, listen, makeSeed, operationOf, page, type SeedPage, type TestServer } from '#testing/content-servers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function seedServer(pages: SeedPage[], options: { token?: string } = {}) {
  const seed = await makeSeed(pages);
  cleanups.push(seed.remove);
  const yoga = await createContentSystem({ seedDir: seed.dir, token: options.token, extraHelpArticles: 0 });
  return yoga;
}

async function serve(listener: Parameters<typeof listen>[0]): Promise<TestServer> {
  const server = await listen(listener);
  cleanups.push(server.close);
  return server;
}

const quiet = { log: () => {}, warn: () => {} } satisfies Partial<LoadContentOptions>;
const fast = { timeoutMs: 2_000, retries: 3, backoffMs: 10 } satisfies Partial<LoadContentOptions>;

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the load to fail');
};

describe('content loader against a real GraphQL server', () => {
  it('pages through a large collection: 450 pages in 3 requests of 200, all entries arrive, progress is printed', async () => {
    const yoga = await seedServer(Array.from({ length: 450 }, (_, i) => page(i + 1)));
    const offsets: number[] = [];
    const server = await serve(
      fetchListener(async (request, body) => {
        if (operationOf(body) === 'Pages') offsets.push((JSON.parse(body) as { variables: { offset: number } }).variables.offset);
        return yoga.fetch(request);
      }),
    );
    const lines: string[] = [];
    const content = await loadContent({ ...fast, endpoint: { url: server.url }, log: (l) => lines.push(l), warn: () => {} });

    expect(offsets.sort((a, b) => a - b)).toEqual([0, 200, 400]);
    expect(content.pages).toHaveLength(450);
    expect(new Set(content.pages.map((p) => p.path)).size).toBe(450);
    expect(content.pages.find((p) => p.path === '/testy/strona-450')?.title).toBe('Strona testowa 450');
    expect(lines).toContain('pages: 200/450');
    expect(lines).toContain('pages: 450/450');
    expect(content.site.name).toBe('Telewizja Horyzont');
    expect(content.offers.length).toBeGreaterThan(0);
  });

  it('keeps the number of requests in flight within the concurrency limit', async () => {
    const yoga = await seedServer(Array.from({ length: 1400 }, (_, i) => page(i + 1)));
    let inFlight = 0;
    let maxInFlight = 0;
    const server = await serve(
      fetchListener(async (request) => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((r) => setTimeout(r, 40));
        try {
          return await yoga.fetch(request);
        } finally {
          inFlight--;
        }
      }),
    );
    const content = await loadContent({ ...fast, ...quiet, endpoint: { url: server.url }, concurrency: 3 });
    expect(content.pages).toHaveLength(1400);
    expect(maxInFlight).toBeLessThanOrEqual(3);
    expect(maxInFlight).toBeGreaterThan(1);
  });

  it('retries 5xx answers: two 503s and then success loads the content', async () => {
    const yoga = await seedServer([page(1)]);
    let failuresLeft = 2;
    const server = await serve(
      fetchListener(async (request) => (failuresLeft-- > 0 ? new Response('przeciążenie', { status: 503 }) : yoga.fetch(request))),
    );
    const content = await loadContent({ ...fast, ...quiet, endpoint: { url: server.url }, concurrency: 1 });
    expect(content.pages.map((p) => p.path)).toEqual(['/testy/strona-1']);
  });

  it('gives up after 3 retries with a message naming the endpoint', async () => {
    let requests = 0;
    const server = await serve(
      fetchListener(async () => {
        requests++;
        return new Response('awaria', { status: 503 });
      }),
    );
    const error = await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server.url }, concurrency: 1 }));
    expect(error).toBeInstanceOf(ContentSourceError);
    expect(error.message).toContain(server.url);
    expect(error.message).toContain('HTTP 503');
    expect(error.message).toContain('attempts: 4');
    // The first failing request exhausts its retries; queued requests are dropped.
    expect(requests).toBe(4);
  });

  it('times out a request that never gets an answer, retries it, then fails in Polish', async () => {
    let requests = 0;
    const server = await serve(
      fetchListener(async () => {
        requests++;
        return null;
      }),
    );
    const error = await failure(loadContent({ ...quiet, endpoint: { url: server.url }, timeoutMs: 200, retries: 3, backoffMs: 10, concurrency: 1 }));
    expect(error.message).toBe(`The content system ${server.url} did not answer within 0.2 s (attempts: 4)`);
    expect(requests).toBe(4);
  });

  it('fails on an unreachable endpoint with a message naming its URL', async () => {
    const url = await closedPortUrl();
    const error = await failure(loadContent({ ...fast, ...quiet, endpoint: { url } }));
    expect(error).toBeInstanceOf(ContentSourceError);
    expect(error.message).toContain(`Cannot connect to the content system ${url}`);
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('rejects a missing or wrong token without retrying, and loads with the right one', async () => {
    const yoga = await seedServer([page(1)], { token: 'sekret-123' });
    let requests = 0;
    const server = await serve((req, res) => {
      requests++;
      void yoga(req, res);
    });
    const missing = await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server.url }, concurrency: 1 }));
    expect(missing.message).toContain(`The content system ${server.url} refused access (HTTP 401)`);
    expect(missing.message).toContain('Brak tokenu');
    expect(missing.message).toContain('CONTENT_TOKEN');
    expect(requests).toBe(1);

    const wrong = await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server.url, token: 'zly' }, concurrency: 1 }));
    expect(wrong.message).toContain('Nieprawidłowy token');

    const content = await loadContent({ ...fast, ...quiet, endpoint: { url: server.url, token: 'sekret-123' } });
    expect(content.pages).toHaveLength(1);
  });

  it('reads a real content system from CONTENT_GRAPHQL_URL with CONTENT_TOKEN', async () => {
    const yoga = await seedServer([page(1)], { token: 'z-env' });
    const server = await serve(yoga);
    const content = await loadContent({ ...fast, ...quiet, env: { CONTENT_GRAPHQL_URL: server.url, CONTENT_TOKEN: 'z-env' } });
    expect(content.pages.map((p) => p.path)).toEqual(['/testy/strona-1']);
    await expect(loadContent({ ...quiet, env: { CONTENT_GRAPHQL_URL: 'ftp://cms' } })).rejects.toThrow(
      'CONTENT_GRAPHQL_URL must be an http(s) address such as http://127.0.0.1:4322/graphql (it is "ftp://cms")',
    );
  });

  it('lists every invalid page with its block path and field in one error', async () => {
    const unknownType = page(1, { regions: { main: [{ id: 'nieznany', type: 'karuzela-3d', props: {} }] } });
    const invalidProps = page(2, {
      regions: {
        main: [
          { id: 'ok', type: 'rich-text', props: { html: '<p>a</p>' } },
          { id: 'pusty', type: 'rich-text', props: { html: '' } },
        ],
      },
    });
    const wrongRegion = page(3, { regions: { boczny: [{ id: 'x', type: 'rich-text', props: { html: '<p>x</p>' } }] } });
    const yoga = await seedServer([unknownType, invalidProps, wrongRegion, page(4)]);
    const server = await serve(yoga);

    const error = await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server.url } }));
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.map(({ page, path, field }) => ({ page, path, field }));
    expect(problems).toEqual(
      expect.arrayContaining([
        { page: '/testy/strona-1', path: 'main[0]<karuzela-3d>', field: 'type' },
        { page: '/testy/strona-2', path: 'main[1]<rich-text>', field: 'props.html' },
        { page: '/testy/strona-3', path: 'boczny', field: '' },
      ]),
    );
    expect(problems).toHaveLength(3);
    expect(error.message).toContain('/testy/strona-1 › main[0]<karuzela-3d> › type: Unknown block type "karuzela-3d"');
    expect(error.message).toContain('/testy/strona-2 › main[1]<rich-text> › props.html: Treść nie może być pusta');
  });

  it('in diagnose mode replaces invalid blocks by diagnostics but still fails on page-level fields', async () => {
    const badBlock = page(1, { regions: { main: [{ id: 'nieznany', type: 'karuzela-3d', props: {} }] } });
    const yoga = await seedServer([badBlock]);
    const server = await serve(yoga);
    const warnings: string[] = [];
    const content = await loadContent({ ...fast, endpoint: { url: server.url }, diagnose: true, log: () => {}, warn: (w) => warnings.push(w) });
    expect(content.pages[0]!.regions.main).toEqual([
      {
        id: 'nieznany',
        type: '__diagnostic',
        props: { blockType: 'karuzela-3d', problems: [expect.stringContaining('Unknown block type')] },
        regions: {},
      },
    ]);
    expect(warnings.join('\n')).toContain('/testy/strona-1 › main[0]<karuzela-3d> › type');

    const badTemplate = page(2, { template: 'nie-ma-takiego' });
    const yoga2 = await seedServer([badTemplate]);
    const server2 = await serve(yoga2);
    const error = await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server2.url }, diagnose: true }));
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([expect.objectContaining({ page: '/testy/strona-2', path: '(strona)', field: 'template' })]);
  });

  it('fails on duplicate page paths and ids and on redirects to foreign hosts', async () => {
    const seed = await makeSeed([page(1), page(2, { path: '/testy/strona-1' }), page(3, { id: 'strona-1', path: '/testy/inna' })]);
    cleanups.push(seed.remove);
    const { readFile, writeFile } = await import('node:fs/promises');
    const siteFile = `${seed.dir}/site.json`;
    const site = JSON.parse(await readFile(siteFile, 'utf8')) as { redirects: unknown[] };
    site.redirects.push({ source: '/zly', destination: 'https://zla-domena.example/' }, { source: '/js', destination: 'javascript:alert(1)' });
    await writeFile(siteFile, JSON.stringify(site));
    const server = await serve(await createContentSystem({ seedDir: seed.dir, extraHelpArticles: 0 }));

    const error = (await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server.url } }))) as ContentError;
    const found = error.problems.map((p) => `${p.page} ${p.field}`);
    expect(found).toEqual(expect.arrayContaining(['/testy/strona-1 path', '/testy/inna id', 'ustawienia serwisu destination']));
    expect(error.problems.filter((p) => p.field === 'destination')).toHaveLength(2);
    expect(error.message).toContain('zla-domena.example');
  });
  it('lists every invalid salon by its id, with the field and a Polish message, and a repeated id', async () => {
    const seed = await makeSeed([page(1)]);
    cleanups.push(seed.remove);
    const { readFile, writeFile } = await import('node:fs/promises');
    const salonsFile = `${seed.dir}/salons.json`;
    type SeedSalon = {
      id: string;
      address: Record<string, unknown>;
      coordinates: Record<string, unknown>;
      openingHours: Record<string, unknown>;
      services: string[];
    };
    const [first, second, third, fourth] = JSON.parse(await readFile(salonsFile, 'utf8')) as SeedSalon[];
    first!.address.postalCode = '00950';
    first!.openingHours.monday = { opens: '19:00', closes: '09:00' };
    second!.coordinates.lat = 60.1;
    second!.services = ['sales', 'naprawa-telewizorow'];
    fourth!.id = third!.id;
    await writeFile(salonsFile, JSON.stringify([first, second, third, fourth]));
    const server = await serve(await createContentSystem({ seedDir: seed.dir, extraHelpArticles: 0 }));

    const error = (await failure(loadContent({ ...fast, ...quiet, endpoint: { url: server.url } }))) as ContentError;
    expect(error).toBeInstanceOf(ContentError);
    const problems = error.problems.map(({ page, path, field }) => `${page} › ${path} › ${field}`);
    expect(problems.sort()).toEqual(
      [
        `salon ${first!.id} › salons[0] › address.postalCode`,
        `salon ${first!.id} › salons[0] › openingHours.monday.closes`,
        `salon ${second!.id} › salons[1] › coordinates.lat`,
        `salon ${second!.id} › salons[1] › services.1`,
        `salon ${third!.id} › salons[3] › id`,
      ].sort(),
    );
    expect(error.message).toContain(`salon ${first!.id} › salons[0] › address.postalCode: Kod pocztowy w formacie 00-000`);
    expect(error.message).toContain('openingHours.monday.closes: Godzina zamknięcia musi być późniejsza niż otwarcia');
    expect(error.message).toContain('coordinates.lat: Szerokość geograficzna poza Polską (49–55)');
  });
});

describe('content loader with the embedded content system (in-process)', () => {
  it('loads the repository seed through graphql-request and validates it', async () => {
    const lines: string[] = [];
    const content = await loadContent({ env: {}, log: (l) => lines.push(l), warn: () => {}, embedded: { extraHelpArticles: 0 } });
    expect(content.pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/pomoc', '/oferta-online']));
    expect(content.site.saleStages.map((s) => s.stage)).toContain('PACKAGE');
    expect(content.salons.length).toBeGreaterThanOrEqual(15);
    expect(content.salons.filter((salon) => salon.address.city === 'Kraków').length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toBe('fetching from src/content-system/seed (embedded)');
    expect(lines.at(-1)).toBe(`done (${content.pages.length} pages)`);
  });
});
