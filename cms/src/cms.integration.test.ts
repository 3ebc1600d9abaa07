// The CMS on a fresh SQLite database with the repository's seed imported,
// against the portal's own loader: the same content as the embedded seed, the
// drafts only with a valid preview token, a block the registry dropped named
// by the loader (never lost), the build hook told about publishing, and the
// roles.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { readSeed } from '../../src/content-system/seed-reader.ts';
import { ContentSourceError } from '../../src/content-loader/client.ts';
import { loadContent } from '../../src/content-loader/load-content.ts';
import { definitions as registryDefinitions } from '../../src/registry/generated/definitions.ts';
import { ContentError } from '../../src/registry/validate.ts';
import { ensureSchema } from './database/schema.ts';
import { Webhook } from 'standardwebhooks';
import { notify, type PublishEvent } from './hooks/publish-webhook.ts';
import { UNKNOWN_BLOCK } from './model/blocks.ts';
import { registry, withSchema, type SchemaDocument } from './model/registry.ts';
import { signPreviewToken } from './preview/token.ts';
import { prepareCms, type PrepareReport } from './runtime/prepare.ts';
import { asRendered, PREVIEW_SECRET, quiet, serve, serveContract, startCms, type Served, type TestCms } from './testing/cms.ts';

const editor = { email: 'redaktor@horyzont.example', password: 'Haslo-redaktora-1', role: 'editor' as const, name: 'Redaktor', enforced: false };
const admin = { email: 'admin@horyzont.example', password: 'Haslo-admina-1', role: 'admin' as const, name: 'Administrator', enforced: false };
const fast = { timeoutMs: 20_000, retries: 0 };

let hook: Awaited<ReturnType<typeof serve>>;
const HOOK_SECRET = `whsec_${Buffer.from('the deploy runner and the CMS share this').toString('base64')}`;
const published: PublishEvent[] = [];
let unsigned = 0;
let cms: TestCms;
let contract: Served;
let report: PrepareReport;

beforeAll(async () => {
  // The deploy runner's side: only what the shared secret signs counts (verified by the standardwebhooks package).
  hook = await serve((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      try {
        new Webhook(HOOK_SECRET).verify(body, req.headers as Record<string, string>);
      } catch {
        unsigned += 1;
        return res.writeHead(401).end();
      }
      published.push(JSON.parse(body) as PublishEvent);
      res.writeHead(204).end();
    });
  });
  cms = await startCms({ publishWebhook: { url: `${hook.base}/build`, secret: HOOK_SECRET } });
  report = await prepareCms(cms.payload, cms.cms, { seed: () => readSeed(), accounts: [editor, admin] });
  contract = await serveContract(cms, { quietMs: 0 });
});

afterAll(async () => {
  await contract?.close();
  await cms?.close();
  await hook?.close();
});

const post = async (url: string, query: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { data?: Record<string, { title?: string } | null>; errors?: Array<{ message: string }> },
  };
};

const pageId = async (payload: Payload, path: string) => {
  const found = await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0, limit: 1 });
  return found.docs[0]!.id as number;
};
const userId = async (email: string) => (await cms.payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]!.id;

async function until(condition: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
}

describe('the CMS on the repository seed', () => {
  it('imports the seed, every page and entry published, makes the accounts, and tells the build hook nothing of it', async () => {
    const seed = await readSeed();
    expect(report.schema.kind).toBe('sqlite');
    expect(report.seeded?.pages).toBe(seed.pages.length);
    expect(report.seeded?.entries.salons).toBe(seed.salons.length);
    expect(report.accounts.map((a) => [a.email, a.created])).toEqual([
      [editor.email, true],
      [admin.email, true],
    ]);
    const drafts = await cms.payload.count({ collection: 'pages', where: { _status: { not_equals: 'published' } } });
    expect(drafts.totalDocs).toBe(0);
    expect(published).toEqual([]);
    // A second start imports nothing and keeps the passwords.
    const again = await prepareCms(cms.payload, cms.cms, { seed: () => readSeed(), accounts: [editor, admin] });
    expect(again.seeded).toBeNull();
    expect(again.schema.statements).toBe(0);
    expect(again.accounts.every((a) => !a.created && !a.passwordSet)).toBe(true);
  });

  it('gives the portal’s loader the same content as the embedded seed', async () => {
    const fromCms = await loadContent({ ...fast, ...quiet, endpoint: { url: contract.url } });
    const fromSeed = await loadContent({ ...quiet, env: {}, embedded: { extraHelpArticles: 0 } });
    expect(fromCms.pages).toHaveLength(fromSeed.pages.length);
    expect(asRendered(fromCms)).toEqual(asRendered(fromSeed));
  });

  it('pages by offset like the embedded content system, at most 200 at a time', async () => {
    const { body } = await post(contract.url, '{ pages(first: 10, offset: 80) { totalCount pageInfo { hasNextPage } nodes { path } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data!.pages).toMatchObject({ totalCount: 84, pageInfo: { hasNextPage: false } });
    expect((await post(contract.url, '{ pages(first: 201) { totalCount } }')).body.errors?.[0]?.message).toBe('Argument first: od 0 do 200');
  });

  it('requires the bearer token when CONTENT_TOKEN is set', async () => {
    const guarded = await serveContract(cms, { token: 'tajny-token' });
    try {
      const refused = await post(guarded.url, '{ site { name } }');
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.message).toMatch(/^Brak tokenu dostępu/);
      await expect(loadContent({ ...fast, ...quiet, endpoint: { url: guarded.url } })).rejects.toBeInstanceOf(ContentSourceError);
      const content = await loadContent({ ...fast, ...quiet, endpoint: { url: guarded.url, token: 'tajny-token' } });
      expect(content.site.name).toBe('Telewizja Horyzont');
    } finally {
      await guarded.close();
    }
  });

  it('serves a page’s latest draft only to a request with a valid preview token, never cached', async () => {
    const id = await pageId(cms.payload, '/kontakt');
    await cms.payload.update({ collection: 'pages', id, data: { title: 'Kontakt (szkic)' }, draft: true });
    const query = '{ page(path: "/kontakt") { title } }';

    const plain = await post(contract.url, query);
    expect(plain.body.data!.page).toEqual({ title: 'Kontakt' });

    const claims = { path: '/kontakt', id: String(id), user: String(await userId(editor.email)) };
    const preview = await post(contract.url, query, { 'X-Preview-Token': signPreviewToken(claims, PREVIEW_SECRET) });
    expect(preview.status).toBe(200);
    expect(preview.body.data!.page).toEqual({ title: 'Kontakt (szkic)' });
    expect(preview.headers.get('cache-control')).toBe('no-store, private');

    const expired = await post(contract.url, query, { 'X-Preview-Token': signPreviewToken(claims, PREVIEW_SECRET, Date.now() - 3 * 3600_000) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors?.[0]?.message).toBe('Token podglądu wygasł – otwórz podgląd ponownie w CMS');
    const forged = await post(contract.url, query, { 'X-Preview-Token': signPreviewToken(claims, 'inny sekret') });
    expect(forged.status).toBe(401);
    expect(forged.body.errors?.[0]?.message).toBe('Token podglądu ma nieprawidłowy podpis');

    const gone = await cms.payload.create({
      collection: 'users',
      data: { email: 'byly@horyzont.example', password: 'Haslo-bylego-1', role: 'editor' },
    });
    const orphan = signPreviewToken({ ...claims, user: String(gone.id) }, PREVIEW_SECRET);
    await cms.payload.delete({ collection: 'users', id: gone.id });
    const refused = await post(contract.url, query, { 'X-Preview-Token': orphan });
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.message).toBe('Token podglądu należy do konta, którego już nie ma w CMS');

    // The live preview URL points at the portal's preview route with such a token.
    const pages = (await cms.cms.config).collections.find((c) => c.slug === 'pages')!;
    const url = await (pages.admin.livePreview!.url as (args: object) => string)({
      data: { id, path: '/kontakt' },
      req: { user: { id: claims.user } },
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/podglad\?token=[\w-]+\.[\w-]+$/);
    expect(pages.admin.livePreview!.breakpoints!.map((b) => b.name)).toEqual(['mobile', 'desktop']);
  });

  it('tells the build hook when a page, an entry or the site settings are published or unpublished, not when a draft is saved', async () => {
    published.length = 0;
    const id = await pageId(cms.payload, '/kontakt');
    await cms.payload.update({ collection: 'pages', id, data: { metaDesc: 'Szkic opisu' }, draft: true });
    await cms.payload.update({ collection: 'pages', id, data: { title: 'Kontakt', _status: 'published' } });
    await until(() => published.length >= 1);
    expect(published).toEqual([{ collection: 'pages', id: String(id), path: '/kontakt' }]);
    expect((await post(contract.url, '{ page(path: "/kontakt") { title metaDesc } }')).body.data!.page).toEqual({
      title: 'Kontakt',
      metaDesc: 'Szkic opisu',
    });

    await cms.payload.update({ collection: 'pages', id, data: { _status: 'draft' } });
    await until(() => published.length >= 2);
    expect(published[1]).toEqual({ collection: 'pages', id: String(id), path: '/kontakt' });
    expect((await post(contract.url, '{ page(path: "/kontakt") { title } }')).body.data!.page).toBeNull();
    await cms.payload.update({ collection: 'pages', id, data: { _status: 'published' } });
    await until(() => published.length >= 3);

    const offer = (await cms.payload.find({ collection: 'offers', limit: 1, depth: 0 })).docs[0]!;
    await cms.payload.update({ collection: 'offers', id: offer.id, data: { _status: 'published' } });
    await cms.payload.updateGlobal({ slug: 'site', data: { _status: 'published' } });
    await until(() => published.length >= 5);
    expect(published.slice(3)).toEqual(
      expect.arrayContaining([
        { collection: 'offers', id: String(offer.id), path: null },
        { collection: 'site', id: 'site', path: null },
      ]),
    );
    expect(unsigned).toBe(0);
    // A hook that does not answer is logged; the save does not wait for it nor fail.
    const closed = await serve(() => {});
    await closed.close();
    await expect(
      notify({ url: `${closed.base}/build`, secret: HOOK_SECRET }, { collection: 'pages', id: '1', path: '/' }, cms.payload),
    ).resolves.toBeUndefined();
  });

  it('carries out a scheduled unpublish and publish at their time, one whose time has passed at once, and tells the build hook', async () => {
    published.length = 0;
    const id = await pageId(cms.payload, '/o-nas');
    const schedule = (type: 'publish' | 'unpublish', waitUntil: Date) =>
      cms.payload.jobs.queue({ task: 'schedulePublish', input: { type, doc: { relationTo: 'pages', value: String(id) } }, waitUntil });
    const page = async () => (await post(contract.url, '{ page(path: "/o-nas") { title } }')).body.data!.page;

    await schedule('unpublish', new Date(Date.now() + 60 * 60_000));
    await cms.payload.jobs.run();
    // Not yet its time: the page stays.
    expect(await page()).not.toBeNull();
    expect(published).toEqual([]);

    // A time already past is carried out by the next run (every 10 s by default).
    await schedule('unpublish', new Date(Date.now() - 60_000));
    await cms.payload.jobs.run();
    expect(await page()).toBeNull();
    await until(() => published.length >= 1);
    expect(published).toEqual([{ collection: 'pages', id: String(id), path: '/o-nas' }]);

    await schedule('publish', new Date(Date.now() - 1_000));
    await cms.payload.jobs.run();
    expect(await page()).toEqual({ title: expect.any(String) });
    await until(() => published.length >= 2);
  });

  it('lets editors edit content and only administrators manage users', async () => {
    const editorUser = { ...(await cms.payload.findByID({ collection: 'users', id: await userId(editor.email) })), collection: 'users' as const };
    const adminUser = { ...(await cms.payload.findByID({ collection: 'users', id: await userId(admin.email) })), collection: 'users' as const };
    const id = await pageId(cms.payload, '/o-nas');
    await expect(
      cms.payload.update({ collection: 'pages', id, data: { keyphrase: 'firma' }, draft: true, overrideAccess: false, user: editorUser }),
    ).resolves.toBeDefined();
    const newUser = { email: 'nowy@horyzont.example', password: 'Haslo-nowego-1', role: 'editor' as const };
    await expect(cms.payload.create({ collection: 'users', data: newUser, overrideAccess: false, user: editorUser })).rejects.toThrow();
    const created = await cms.payload.create({ collection: 'users', data: newUser, overrideAccess: false, user: adminUser });
    // An editor cannot make themself an administrator.
    await cms.payload.update({ collection: 'users', id: editorUser.id, data: { role: 'admin' }, overrideAccess: false, user: editorUser });
    expect((await cms.payload.findByID({ collection: 'users', id: editorUser.id })).role).toBe('editor');
    await cms.payload.delete({ collection: 'users', id: created.id });
    // Nobody reads content without signing in (the portal reads it through the content API).
    await expect(cms.payload.find({ collection: 'pages', overrideAccess: false })).rejects.toThrow();
  });

  it('refuses an offer code no published offer has, naming it beside the field, and takes it once the offer is published', async () => {
    const id = await pageId(cms.payload, '/oferta-online');
    type Sections = { regions: { sections: Array<{ blockType: string; props: { offerCodes: Array<{ value: string }> } }> } };
    const doc = (await cms.payload.findByID({ collection: 'pages', id, depth: 0, draft: true })) as unknown as Sections;
    const tiles = doc.regions.sections.find((b) => b.blockType === 'offer-tiles')!;
    const withCode = (code: string) => {
      tiles.props.offerCodes = [...tiles.props.offerCodes.filter((c) => c.value !== code), { value: code }];
      return { regions: doc.regions };
    };
    const unknownCode = withCode('OTT_NIEMA_M');
    await expect(cms.payload.update({ collection: 'pages', id, data: unknownCode, draft: true })).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: `regions.sections.0.props.offerCodes.${tiles.props.offerCodes.length - 1}.value`,
            message: '„OTT_NIEMA_M”: takiego wpisu nie ma wśród opublikowanych w „Oferty”',
          },
        ],
      },
    });
    tiles.props.offerCodes.pop();
    // A draft offer is not enough: the build reads what is published.
    const start = (await cms.payload.find({ collection: 'offers', where: { code: { equals: 'OTT_START_M' } }, depth: 0 })).docs[0]!;
    // A copy of an offer of the seed under a new code (without Payload's ids of it and its rows).
    const offer = JSON.parse(
      JSON.stringify({ ...start, code: 'OTT_NOWA_M' }, (key, value: unknown) => (['id', 'createdAt', 'updatedAt'].includes(key) ? undefined : value)),
    );
    const draft = await cms.payload.create({
      collection: 'offers',
      data: { ...offer, _status: 'draft' },
      draft: true,
      context: { skipPublishWebhook: true },
    });
    await expect(cms.payload.update({ collection: 'pages', id, data: withCode('OTT_NOWA_M'), draft: true })).rejects.toMatchObject({
      data: { errors: [{ message: '„OTT_NOWA_M”: takiego wpisu nie ma wśród opublikowanych w „Oferty”' }] },
    });
    await cms.payload.update({ collection: 'offers', id: draft.id, data: { _status: 'published' }, context: { skipPublishWebhook: true } });
    await expect(cms.payload.update({ collection: 'pages', id, data: withCode('OTT_NOWA_M'), draft: true })).resolves.toBeDefined();
  });

  it('refuses to publish what the portal’s build refuses, beside the field, and publishes it once corrected', async () => {
    const id = await pageId(cms.payload, '/landing');
    type Row = { blockType: string; props: Record<string, unknown> & { buttons?: Array<{ url: string }> } };
    const doc = (await cms.payload.findByID({ collection: 'pages', id, depth: 0, draft: true })) as unknown as { regions: Record<string, Row[]> };
    const heroIndex = doc.regions.hero!.findIndex((row) => row.blockType === 'hero' && row.props.buttons?.length);
    const button = doc.regions.hero![heroIndex]!.props.buttons![0]!;
    const safeUrl = button.url;
    button.url = 'javascript:alert(1)';
    // The JSON Schema the admin's fields check does not know the blocks' own rules (a safe link): the build's validation does.
    await expect(cms.payload.update({ collection: 'pages', id, data: { regions: doc.regions, _status: 'published' } })).rejects.toMatchObject({
      data: {
        errors: [
          { path: `regions.hero.${heroIndex}.props.buttons.0.url`, message: 'Adres: ścieżka zaczynająca się od / albo pełny adres http(s)://' },
        ],
      },
    });
    const published = await cms.payload.findByID({ collection: 'pages', id, depth: 0, draft: false });
    expect(JSON.stringify(published)).not.toContain('javascript:');

    button.url = safeUrl;
    await expect(cms.payload.update({ collection: 'pages', id, data: { regions: doc.regions, _status: 'published' } })).resolves.toBeDefined();

    // A link in rich text the portal would strip is refused too, rather than published as dead text.
    const contact = await pageId(cms.payload, '/kontakt');
    const page = (await cms.payload.findByID({ collection: 'pages', id: contact, depth: 0, draft: true })) as unknown as {
      regions: Record<string, Row[]>;
    };
    const index = page.regions.main!.findIndex((row) => JSON.stringify(row.props).includes('"/salony"'));
    const regions = JSON.parse(JSON.stringify(page.regions).replace('"/salony"', '"javascript:alert(1)"')) as Record<string, Row[]>;
    await expect(cms.payload.update({ collection: 'pages', id: contact, data: { regions, _status: 'published' } })).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: `regions.main.${index}.props.html`,
            message: 'Odnośnik lub obraz w tekście ma niedozwolony adres: użyj ścieżki strony, https://, mailto: albo tel:',
          },
        ],
      },
    });
  });

  it('stores an upload as WebP in the widths of the srcset and cut to 16:9 around its focal point; a block picking it gets them', async () => {
    // 4:3, a red band along the top fifth: a 16:9 cut around a low focal point leaves it out, one around the middle keeps it.
    const width = 1600;
    const height = 1200;
    const red = await sharp({ create: { width, height: 240, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const png = await sharp({ create: { width, height, channels: 3, background: '#00f' } })
      .composite([{ input: red, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const upload = (name: string, focalY: number) =>
      cms.payload.create({
        collection: 'media',
        data: { alt: 'Łąka o świcie', focalX: 50, focalY },
        file: { data: png, mimetype: 'image/png', name, size: png.length },
      }) as Promise<
        Record<string, unknown> & { id: number; filename: string; sizes: Record<string, { filename: string; width: number; height: number }> }
      >;
    const low = await upload('Zdjęcie Łąki.PNG', 90);
    const middle = await upload('srodek.png', 50);
    // A name the portal serves as it is, and WebP.
    expect(low).toMatchObject({ filename: 'zdjecie-laki.webp', mimeType: 'image/webp', width, height });
    expect(low.sizes).toMatchObject({
      w480: { width: 480, height: 360 },
      w1600: { width: 1600, height: 1200 },
      crop16x9w960: { width: 960, height: 540 },
    });
    const topRow = async (doc: typeof low) => {
      const { data } = await sharp(path.join(cms.dataDir, 'media', doc.sizes.crop16x9w960!.filename))
        .extract({ left: 480, top: 1, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[0]! > 200 ? 'red' : 'blue';
    };
    expect(await topRow(low)).toBe('blue');
    expect(await topRow(middle)).toBe('red');
    await expect(cms.payload.find({ collection: 'media', overrideAccess: false })).resolves.toMatchObject({ totalDocs: 2 });

    // The hero of / and its first card pick the low one; the page is published and read as the portal's build reads it.
    type Row = { blockType: string; props: Record<string, unknown> & { cards?: Array<Record<string, unknown>> } };
    const id = await pageId(cms.payload, '/');
    const doc = (await cms.payload.findByID({ collection: 'pages', id, depth: 0, draft: true })) as unknown as { regions: Record<string, Row[]> };
    const hero = doc.regions.hero!.find((row) => row.blockType === 'hero')!;
    hero.props.image = { media: low.id, alt: '' };
    const grid = Object.values(doc.regions)
      .flat()
      .find((row) => row.blockType === 'cards-grid')!;
    grid.props.cards![0]!.image = { media: low.id, alt: 'Karta' };
    // And the page's own fields for search engines and link previews: its social image is cut to 1200 × 630.
    const seo = { metaTitle: 'Telewizja od 29,99 zł', canonical: '/telewizja-online', socialImage: { media: low.id } };
    await cms.payload.update({ collection: 'pages', id, data: { regions: doc.regions, ...seo, _status: 'published' } });

    const content = await loadContent({ ...fast, ...quiet, endpoint: { url: contract.url } });
    const home = content.pages.find((page) => page.path === '/')!;
    const blocks = Object.values(home.regions).flat();
    const srcset = [480, 768, 1024, 1600].map((w) => ({ src: `/media/zdjecie-laki-${w}x${w * 0.75}.webp`, width: w }));
    expect(blocks.find((b) => b.type === 'hero')!.props.image).toEqual({
      src: '/media/zdjecie-laki.webp',
      width,
      height,
      srcset,
      alt: 'Łąka o świcie',
    });
    expect(home).toMatchObject({
      metaTitle: 'Telewizja od 29,99 zł',
      canonical: '/telewizja-online',
      socialImage: {
        src: '/media/zdjecie-laki-1200x630.webp',
        width: 1200,
        height: 630,
        srcset: [{ src: '/media/zdjecie-laki-1200x630.webp', width: 1200 }],
        alt: 'Łąka o świcie',
      },
    });
    const cards = (blocks.find((b) => b.type === 'cards-grid')!.props as { cards: Array<{ image?: unknown }> }).cards;
    expect(cards[0]!.image).toEqual({
      src: '/media/zdjecie-laki-960x540.webp',
      width: 960,
      height: 540,
      srcset: [
        { src: '/media/zdjecie-laki-480x270.webp', width: 480 },
        { src: '/media/zdjecie-laki-960x540.webp', width: 960 },
      ],
      alt: 'Karta',
    });

    // While a page shows it, the image stays in the library; one no page picks goes.
    await expect(cms.payload.delete({ collection: 'media', id: low.id })).rejects.toThrow(
      'Tego obrazu używa strona: /. Zastąp go tam innym, zanim usuniesz go z biblioteki.',
    );
    await expect(cms.payload.delete({ collection: 'media', id: middle.id })).resolves.toMatchObject({ id: middle.id });
  });

  it('refuses, in Polish, an upload that is no image or is too large, and stores nothing', async () => {
    const before = (await cms.payload.count({ collection: 'media' })).totalDocs;
    const pdf = Buffer.from('%PDF-1.4 cennik');
    await expect(
      cms.payload.create({
        collection: 'media',
        data: { alt: 'Cennik' },
        file: { data: pdf, mimetype: 'application/pdf', name: 'cennik.pdf', size: pdf.length },
      }),
    ).rejects.toThrow('Plik „cennik.pdf” nie jest obrazem, który portal pokaże: dodaj JPEG, PNG, WebP, AVIF albo GIF.');
    const large = Buffer.alloc(11 * 1024 * 1024);
    await expect(
      cms.payload.create({
        collection: 'media',
        data: { alt: 'Duży' },
        file: { data: large, mimetype: 'image/png', name: 'duzy.png', size: large.length },
      }),
    ).rejects.toThrow('Plik „duzy.png” ma 11.0 MB, a biblioteka przyjmuje obrazy do 10 MB: zmniejsz go.');
    expect((await cms.payload.count({ collection: 'media' })).totalDocs).toBe(before);
  });

  it('keeps a block the registry no longer has: the loader names the page and the block, and the admin keeps it verbatim', async () => {
    const document = structuredClone(registry) as unknown as SchemaDocument;
    delete document.blocks['social-links'];
    const reduced = await startCms({ dataDir: cms.dataDir, registry: withSchema(document) });
    try {
      // Blocks are JSON: dropping a block changes no table.
      expect((await ensureSchema(reduced.payload)).statements).toBe(0);
      const served = await serveContract(reduced);
      try {
        // The portal's registry lost the block too (both come from blocks/).
        const { 'social-links': _dropped, ...definitions } = registryDefinitions;
        const error = await loadContent({ ...fast, ...quiet, endpoint: { url: served.url }, definitions }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ContentError);
        const problems = (error as ContentError).problems.filter((p) => p.field === 'type');
        expect(problems).toEqual(
          expect.arrayContaining([{ page: '/kontakt', path: 'main[4]<social-links>', field: 'type', message: 'Unknown block type "social-links"' }]),
        );
        expect((error as Error).message).toContain('/kontakt › main[4]<social-links> › type: Unknown block type "social-links"');
      } finally {
        await served.close();
      }

      // In the admin the block is a stand-in; saving a draft keeps it as it was, publishing is refused in Polish.
      const id = await pageId(reduced.payload, '/kontakt');
      const doc = (await reduced.payload.findByID({ collection: 'pages', id, depth: 0, draft: true })) as unknown as {
        regions: { main: Array<Record<string, unknown>> };
      };
      const standIn = doc.regions.main.find((b) => b.id === 'kontakt-social')!;
      expect(standIn).toMatchObject({ blockType: UNKNOWN_BLOCK, originalType: 'social-links' });
      await reduced.payload.update({ collection: 'pages', id, data: { regions: doc.regions, title: 'Kontakt' }, draft: true });
      await expect(reduced.payload.update({ collection: 'pages', id, data: { regions: doc.regions, _status: 'published' } })).rejects.toMatchObject({
        data: {
          errors: [
            {
              path: 'regions.main.4',
              message: 'Bloku typu „social-links” nie ma już w rejestrze bloków – usuń go albo zastąp innym, zanim opublikujesz stronę',
            },
          ],
        },
      });
      const kept = (await cms.payload.findByID({ collection: 'pages', id, depth: 0, draft: true })) as unknown as {
        regions: { main: Array<Record<string, unknown>> };
      };
      expect(kept.regions.main.find((b) => b.id === 'kontakt-social')).toMatchObject({
        blockType: 'social-links',
        props: { links: expect.any(Array) },
      });
    } finally {
      await reduced.close();
    }
  });
});
