import { afterEach, describe, expect, it } from 'vitest';
import { createContentSystem } from '#content-system/create-content-system.ts';
import { closedPortUrl, fetchListener, listen, makeSeed, page, type TestServer } from '#testing/content-servers.ts';
import { definitions } from '#registry/generated/definitions.ts';
import { DIAGNOSTIC_BLOCK } from '#registry/validate.ts';
import { loadPreview } from './load-preview.ts';
import { previewTokenPath } from './preview-token.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A token as the CMS signs it: the claims' base64url JSON, a dot, a signature (only the CMS can check it). */
const tokenFor = (claims: Record<string, unknown>) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;
const valid = tokenFor({ path: '/testy/strona-1', id: 7, user: 3, exp: 4_102_444_800 });

/**
 * A CMS stand-in: the content API over the given pages (the embedded content
 * system, the same schema and resolvers the CMS serves), answering only
 * requests that carry the one token it accepts, as the CMS does after checking
 * the signature, the expiry and the editor.
 */
async function cms(pages: Record<string, unknown>[], accepted = valid): Promise<{ server: TestServer; requests: Headers[] }> {
  const seed = await makeSeed(pages);
  const yoga = await createContentSystem({ seedDir: seed.dir, extraHelpArticles: 0, graphiql: false });
  const requests: Headers[] = [];
  const server = await listen(
    fetchListener(async (request) => {
      requests.push(request.headers);
      if (request.headers.get('x-preview-token') !== accepted)
        return Response.json({ errors: [{ message: 'Podgląd wygasł albo jest nieprawidłowy' }] }, { status: 401 });
      return yoga.fetch(request);
    }),
  );
  cleanups.push(seed.remove, server.close);
  return { server, requests };
}

const env = (url: string, extra: Record<string, string> = {}) => ({ CONTENT_GRAPHQL_URL: url, ...extra });

describe('the preview token, as the portal reads it', () => {
  it('names the page to ask for, and nothing for what is not such a token', () => {
    expect(previewTokenPath(valid)).toBe('/testy/strona-1');
    expect(previewTokenPath('')).toBeNull();
    expect(previewTokenPath('bez-kropki')).toBeNull();
    expect(previewTokenPath(`${tokenFor({ path: 'bez-ukosnika' })}`)).toBeNull();
    expect(previewTokenPath(`${tokenFor({ id: 7 })}`)).toBeNull();
    expect(previewTokenPath(`${Buffer.from('{nie json').toString('base64url')}.podpis`)).toBeNull();
    expect(previewTokenPath(`${valid}.nadmiar`)).toBeNull();
  });
});

describe('loadPreview', () => {
  it('renders the draft the CMS gives for the token, marked not to be indexed, with the CMS origin to frame it', async () => {
    const { server, requests } = await cms([page(1, { title: 'Wersja robocza' })]);
    const result = await loadPreview(valid, { env: env(server.url, { CONTENT_TOKEN: 'tajny' }), definitions });
    expect(result).toMatchObject({ kind: 'page', problems: [], cmsOrigin: new URL(server.url).origin });
    if (result.kind !== 'page') return;
    expect(result.page).toMatchObject({ path: '/testy/strona-1', title: 'Wersja robocza', noindex: true });
    expect(result.page.regions.main?.map((b) => b.type)).toEqual(['rich-text']);
    expect(requests[0]!.get('x-preview-token')).toBe(valid);
    expect(requests[0]!.get('authorization')).toBe('Bearer tajny');
  });

  it('puts a diagnostic box where the draft holds a block the registry does not know or invalid props, and lists why', async () => {
    const draft = page(1, {
      regions: {
        main: [
          { id: 'stary', type: 'wycofany-blok', props: {} },
          { id: 'zly', type: 'rich-text', props: { html: '' } },
          { id: 'dobry', type: 'rich-text', props: { html: '<p>OK</p>' } },
        ],
      },
    });
    const { server } = await cms([draft]);
    const result = await loadPreview(valid, { env: env(server.url), definitions });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.page.regions.main!.map((b) => b.type)).toEqual([DIAGNOSTIC_BLOCK, DIAGNOSTIC_BLOCK, 'rich-text']);
    expect(result.problems.map((p) => [p.path, p.field])).toEqual([
      ['main[0]<wycofany-blok>', 'type'],
      ['main[1]<rich-text>', 'props.html'],
    ]);
  });

  it('shows the problems of a draft that breaks the page contract itself', async () => {
    const { server } = await cms([page(1, { template: 'nie-ma-takiego' })]);
    const result = await loadPreview(valid, { env: env(server.url), definitions });
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.problems.map((p) => p.field)).toContain('template');
  });

  it('is refused for a token the CMS does not accept, and for a malformed one without asking', async () => {
    const { server, requests } = await cms([page(1)]);
    const forged = tokenFor({ path: '/testy/strona-1', exp: 1 });
    expect(await loadPreview(forged, { env: env(server.url), definitions })).toEqual({ kind: 'refused', cmsOrigin: new URL(server.url).origin });
    expect(requests).toHaveLength(1);
    expect((await loadPreview('smieci', { env: env(server.url), definitions })).kind).toBe('refused');
    expect(requests).toHaveLength(1);
  });

  it('says when the page is gone, when the CMS does not answer, and is off without a CMS', async () => {
    const { server } = await cms([page(1)], tokenFor({ path: '/testy/usunieta' }));
    expect((await loadPreview(tokenFor({ path: '/testy/usunieta' }), { env: env(server.url), definitions })).kind).toBe('missing');
    const down = await loadPreview(valid, { env: env(await closedPortUrl()), definitions });
    expect(down.kind).toBe('unavailable');
    if (down.kind === 'unavailable') expect(down.message).toMatch(/Cannot connect/);
    expect(await loadPreview(valid, { env: {}, definitions })).toEqual({ kind: 'disabled' });
  });
});
