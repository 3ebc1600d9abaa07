import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BLOCK_DEPTH } from '#content-schema/block.ts';
import { listQuery, regionSelection } from '#content-loader/query.ts';
import { listen, makeSeed, page, type TestServer } from '#testing/content-servers.ts';
import { loadContent } from '#content-loader/load-content.ts';
import { createContentServer, createContentSystem, loadSeedContent, type ContentSystemOptions } from './create-content-system.ts';
import type { RawContent } from './seed-reader.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

async function start(options: ContentSystemOptions = {}) {
  const server = await listen(await createContentSystem({ extraHelpArticles: 0, ...options }));
  servers.push(server);
  return server;
}

/** A GraphQL answer's data as the tests walk it: any field, any depth (the queries name what they read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the queries', checked by the assertions
type GraphQlData = any;

async function post(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: GraphQlData; errors?: Array<{ message: string }> } };
}

const pagesQuery = (depth: number) => `query Deep { pages(first: 1) { nodes { path regions { ${regionSelection(1, depth)} } } } }`;

describe('embedded content system over HTTP', () => {
  it('serves the seed site settings and pages as region lists', async () => {
    const { url } = await start();
    const { status, body } = await post(
      url,
      '{ site { name saleStages { stage url } } page(path: "/pomoc") { template regions { name blocks { type props } } } }',
    );
    expect(status).toBe(200);
    expect(body.data.site.name).toBe('Telewizja Horyzont');
    expect(body.data.site.saleStages[0]).toEqual({ stage: 'PACKAGE', url: '/oferta-online/konfiguracja' });
    expect(body.data.page.template).toBe('help-main-category');
    expect(body.data.page.regions[0].name).toBe('main');
    expect(body.data.page.regions[0].blocks[0].type).toBe('rich-text');
  });

  it('accepts the loader query at block depth 15 and rejects one level deeper', async () => {
    const { url } = await start();
    const loaderQuery = await post(url, listQuery('pages'), { first: 200, offset: 0 });
    expect(loaderQuery.body.errors).toBeUndefined();
    expect(loaderQuery.body.data.pages.totalCount).toBeGreaterThanOrEqual(3);
    expect((await post(url, pagesQuery(MAX_BLOCK_DEPTH))).body.errors).toBeUndefined();

    const tooDeep = await post(url, pagesQuery(MAX_BLOCK_DEPTH + 1));
    expect(tooDeep.body.data).toBeUndefined();
    expect(tooDeep.body.errors?.[0]?.message).toMatch(/Query depth limit of \d+ exceeded/);
  });

  it('pages with first (at most 200), after and offset', async () => {
    const seed = await makeSeed([page(1), page(2), page(3)]);
    const { url } = await start({ seedDir: seed.dir, extraHelpArticles: 5 }).finally(seed.remove);
    const query =
      'query($first: Int, $after: String, $offset: Int) { pages(first: $first, after: $after, offset: $offset) { totalCount pageInfo { hasNextPage endCursor } nodes { path } } }';
    const first = (await post(url, query, { first: 3 })).body.data.pages;
    expect(first.totalCount).toBe(8);
    expect(first.nodes).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await post(url, query, { first: 3, after: first.pageInfo.endCursor })).body.data.pages;
    const byOffset = (await post(url, query, { first: 3, offset: 3 })).body.data.pages;
    expect(next.nodes).toEqual(byOffset.nodes);
    const last = (await post(url, query, { first: 3, offset: 6 })).body.data.pages;
    expect(last.nodes).toHaveLength(2);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect((await post(url, query, { first: 201 })).body.errors?.[0]?.message).toBe('Argument first: od 0 do 200');
  });

  it('serves the seed salons with their address, coordinates and opening hours (a closed day is null)', async () => {
    const { url } = await start();
    const { body } = await post(
      url,
      '{ salons(first: 200) { totalCount nodes { id address { postalCode city } coordinates { lat lon } openingHours { monday { opens closes } sunday { opens closes } } services } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.salons.totalCount).toBeGreaterThanOrEqual(15);
    const salon = body.data.salons.nodes.find((node: { id: string }) => node.id === 'krakow-stare-miasto');
    expect(salon).toEqual({
      id: 'krakow-stare-miasto',
      address: { postalCode: '31-010', city: 'Kraków' },
      coordinates: { lat: 50.0614, lon: 19.9366 },
      openingHours: { monday: { opens: '09:00', closes: '18:00' }, sunday: null },
      services: ['sales', 'decoder-service', 'card-exchange', 'returns'],
    });
  });

  it('requires the bearer token when configured', async () => {
    const { url } = await start({ token: 'tajny' });
    const without = await post(url, '{ site { name } }');
    expect(without.status).toBe(401);
    expect(without.body.errors?.[0]?.message).toMatch(/^Brak tokenu/);
    expect((await post(url, '{ site { name } }', {}, { authorization: 'Bearer inny' })).status).toBe(401);
    const ok = await post(url, '{ site { name } }', {}, { authorization: 'Bearer tajny' });
    expect(ok.body.data.site.name).toBe('Telewizja Horyzont');
  });

  it('serves the GraphiQL explorer to browsers', async () => {
    const { url } = await start();
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });
});

describe('content server over content read per request', () => {
  it('asks the source once per request, whatever the query selects, and answers from what it gave', async () => {
    const seed = await loadSeedContent({ extraHelpArticles: 0 });
    const seen: string[] = [];
    const source = (request: Request): RawContent => {
      const name = request.headers.get('x-wariant') ?? 'domyślny';
      seen.push(name);
      return { ...seed, site: { ...seed.site, name: `Serwis ${name}` }, pages: name === 'pusty' ? [] : seed.pages };
    };
    const server = await listen(createContentServer(source, { graphqlEndpoint: '/api/content/graphql', graphiql: false }));
    servers.push(server);
    const url = server.url.replace(/\/graphql$/, '/api/content/graphql');
    const query = '{ site { name } pages(first: 1) { totalCount } page(path: "/pomoc") { template } }';

    const first = await post(url, query, {}, { 'x-wariant': 'pelny' });
    expect(first.body.data).toEqual({
      site: { name: 'Serwis pelny' },
      pages: { totalCount: seed.pages.length },
      page: { template: 'help-main-category' },
    });
    const second = await post(url, query, {}, { 'x-wariant': 'pusty' });
    expect(second.body.data).toEqual({ site: { name: 'Serwis pusty' }, pages: { totalCount: 0 }, page: null });
    expect(seen).toEqual(['pelny', 'pusty']);
  });
});

describe('synthesised help articles', () => {
  it('adds N valid help articles with Polish rich-text bodies, also from CONTENT_EXTRA_HELP_ARTICLES', async () => {
    const previous = process.env.CONTENT_EXTRA_HELP_ARTICLES;
    process.env.CONTENT_EXTRA_HELP_ARTICLES = '25';
    try {
      const seed = await makeSeed([page(1)]);
      const content = await loadContent({ env: {}, embedded: { seedDir: seed.dir }, log: () => {}, warn: () => {} }).finally(seed.remove);
      const articles = content.pages.filter((p) => p.path.startsWith('/pomoc/artykuly/'));
      expect(articles).toHaveLength(25);
      const article = content.pages.find((p) => p.path === '/pomoc/artykuly/artykul-7')!;
      expect(article.template).toBe('help-article');
      expect(article.supportCategories).toHaveLength(1);
      const block = article.regions.main![0]!;
      expect(block.type).toBe('rich-text');
      expect(block.props.html).toMatch(/<ol><li>.+<\/li><\/ol>/);
      expect(String(block.props.html)).toContain('Krok po kroku');
    } finally {
      if (previous === undefined) delete process.env.CONTENT_EXTRA_HELP_ARTICLES;
      else process.env.CONTENT_EXTRA_HELP_ARTICLES = previous;
    }
  });

  it('rejects a malformed article count', async () => {
    const previous = process.env.CONTENT_EXTRA_HELP_ARTICLES;
    process.env.CONTENT_EXTRA_HELP_ARTICLES = 'dużo';
    try {
      await expect(createContentSystem()).rejects.toThrow('CONTENT_EXTRA_HELP_ARTICLES musi być liczbą całkowitą nieujemną (jest „dużo”)');
    } finally {
      if (previous === undefined) delete process.env.CONTENT_EXTRA_HELP_ARTICLES;
      else process.env.CONTENT_EXTRA_HELP_ARTICLES = previous;
    }
  });
});
