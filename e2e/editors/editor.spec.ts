import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { readPointer } from '#server/site-build.ts';
import { CMS_URL, CONTENT_API_URL, DEPLOY_DIR, EDITOR, PUBLISHED_PORTAL_URL } from './ports.ts';

/** A visitor's requests to a page of the live site, one after another until stopped: what failed among them. */
function visitLiveSite(path: string): { stop(): Promise<string[]> } {
  let stopped = false;
  const failures: string[] = [];
  const visits = (async () => {
    while (!stopped) {
      const response = await fetch(`${PUBLISHED_PORTAL_URL}${path}`).catch((error: Error) => error);
      if (response instanceof Error) failures.push(response.message);
      else if (!response.ok) failures.push(`HTTP ${response.status}`);
      else await response.arrayBuffer();
    }
  })();
  return {
    async stop() {
      stopped = true;
      await visits;
      return failures;
    },
  };
}

/** Adds a block to a blocks field through its „Dodaj …” button and the block drawer's search, as an editor does. */
async function addBlock(page: Page, field: string, add: string, blockTitle: string) {
  await reveal(page, field);
  await page.locator(field).getByRole('button', { name: add }).last().click();
  await page.getByPlaceholder('Szukaj bloku').fill(blockTitle);
  await page.getByRole('button', { name: blockTitle }).first().click();
}

/** The title of the page the CMS's content API publishes at a path, or null when it publishes none. */
async function publishedPage(path: string): Promise<string | null> {
  const response = await fetch(CONTENT_API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query ($path: String!) { page(path: $path) { title } }', variables: { path } }),
  });
  const body = (await response.json()) as { data: { page: { title: string } | null } };
  return body.data.page?.title ?? null;
}

/**
 * Follows the admin's own requests (form state, autosave, publishing). The returned wait ends as an editor's
 * pause does: once none has been in flight for 2.5 s, longer than the autosave's 2 s interval, so nothing the
 * admin still sends afterwards (a late form state would clear a refusal's field errors) overtakes the next step.
 */
function adminRequests(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const isAdmins = (request: Request) => request.url().startsWith(CMS_URL) && request.method() !== 'GET';
  const started = (request: Request) => isAdmins(request) && (inFlight++, (lastActivity = Date.now()));
  const ended = (request: Request) => isAdmins(request) && (inFlight--, (lastActivity = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastActivity >= 2_500, { message: 'the admin settles', timeout: 60_000, intervals: [250] })
        .toBe(true),
  };
}

/** The refusal the admin shows beside a field (its error tooltip). */
const fieldError = (page: Page, input: string) => page.locator('.field-type', { has: page.locator(input) }).locator('.field-error');

/** The width the browser decoded an image at: 0 until it loaded, and for a file that failed. */
const loadedWidth = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 });

/** A photo as an editor has one: a JPEG from a camera, 4:3, named as a camera names it. */
const photo = async () => ({
  name: 'Łąka o świcie.JPG',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer(),
});

/** Scrolls down as an editor does until a block's field shows: the admin renders a block's fields once they come into view. */
async function reveal(page: Page, selector: string) {
  if ((await page.locator(selector).count()) === 0) {
    // From the top of the form (the pointer over it, left of the preview pane), a screenful at a time.
    await page.mouse.move(400, 500);
    await page.mouse.wheel(0, -100_000);
    await expect(async () => {
      if ((await page.locator(selector).count()) === 0) await page.mouse.wheel(0, 300);
      await expect(page.locator(selector)).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
  }
  await page.locator(selector).scrollIntoViewIfNeeded();
}

/** Types into the rich-text editor (Lexical) inside a field. */
async function typeRichText(page: Page, field: string, text: string) {
  await reveal(page, field);
  const editor = page.locator(field).locator('.rich-text-lexical [contenteditable="true"]').first();
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

test('a new editor builds a page from a hero, rich text and a section holding an FAQ, sees it in the live preview, publishes it, and the live site serves it by itself', async ({
  page,
}) => {
  // Two portal builds, a CMS save cycle and a scheduled unpublish a minute or so on.
  test.setTimeout(600_000);
  const slug = `od-redakcji-${Date.now().toString(36)}`;
  const admin = adminRequests(page);
  // The admin tells no third party who its editors are (Payload's default avatar asks gravatar.com with a hash of the e-mail).
  const gravatar: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).hostname.endsWith('gravatar.com') && gravatar.push(request.url())));

  await test.step('signs in to the CMS with the account printed on start', async () => {
    await page.goto(`${CMS_URL}/admin/login`);
    await page.getByLabel('Email').fill(EDITOR.email);
    await page.getByLabel('Hasło').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('link', { name: 'Konto' })).toBeVisible();
  });

  await test.step('creates a page and composes it from blocks, a section holding an FAQ', async () => {
    await page.goto(`${CMS_URL}/admin/collections/pages/create`);
    await page.locator('#field-contentId').fill(slug);
    await page.locator('#field-path').fill(`/${slug}`);
    await page.locator('#field-title').fill('Strona od redakcji');
    await expect(page.getByText('Nowy dokument: Strona')).toBeVisible();
    await page.locator('#field-template').click();
    await page.keyboard.type('generic-content');
    await page.keyboard.press('Enter');

    await addBlock(page, '#field-regions__hero', 'Dodaj', 'Baner główny');
    await addBlock(page, '#field-regions__main', 'Dodaj', 'Tekst sformatowany');
    await typeRichText(page, '#field-regions__main__0__props', 'Akapit napisany w edytorze.');
    await addBlock(page, '#field-regions__main', 'Dodaj', 'Sekcja');
    await page.locator('#field-regions__main__1__props__heading').fill('Najczęstsze pytania');
    const nested = '#field-regions__main__1__regions__content';
    await addBlock(page, nested, 'Dodaj', 'Pytania i odpowiedzi');
    const items = `${nested}__0__props__items`;
    await page.locator(items).locator('.array-field__add-row').click();
    await page.locator(`${items}__0__question`).fill('Jak dodać blok do strony?');
    await typeRichText(page, items, 'Wybierz go z listy bloków.');
  });

  await test.step('is refused in Polish beside the field the registry refuses, and nothing is published', async () => {
    await page.locator('#field-regions__hero__0__props__heading').fill('B'.repeat(121));
    await admin.settled();
    await page.getByRole('button', { name: 'Opublikuj zmiany' }).click();
    await expect(page.locator('.payload-toast-container')).toContainText(
      'To pole jest nieprawidłowe: Regiony strony → Baner → Blok 1 (Baner główny) → Ustawienia bloku → Nagłówek',
    );
    await expect(fieldError(page, '#field-regions__hero__0__props__heading')).toHaveText('Co najwyżej 120 znaków');
    expect(await publishedPage(`/${slug}`)).toBeNull();
    await page.locator('#field-regions__hero__0__props__heading').fill('Witaj u redaktora');
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/);
    await expect(page.locator('.status')).toContainText('Szkic');
  });

  const preview = page.frameLocator('iframe.live-preview-iframe, .live-preview-window iframe').first();
  await test.step('sees the draft in the live preview, rendered by the portal with the real blocks', async () => {
    await admin.settled();
    await page.getByRole('button', { name: 'Podgląd' }).click();
    await expect(preview.getByText('Podgląd wersji roboczej.')).toBeVisible({ timeout: 30_000 });
    await expect(preview.locator('.hero__heading')).toHaveText('Witaj u redaktora');
    await expect(preview.getByText('Akapit napisany w edytorze.')).toBeVisible();
    const section = preview.locator('section.layout-section', { has: preview.getByRole('heading', { name: 'Najczęstsze pytania' }) });
    await expect(section.locator('.faq summary')).toHaveText('Jak dodać blok do strony?');
  });

  await test.step('sees each change in the preview after it is saved; a draft the registry refuses is not saved', async () => {
    await reveal(page, '#field-regions__hero');
    const heading = page.locator('#field-regions__hero__0__props__heading');
    await heading.fill('Witaj na nowej stronie');
    await expect(preview.locator('.hero__heading')).toHaveText('Witaj na nowej stronie', { timeout: 30_000 });
    await heading.fill('C'.repeat(121));
    await expect(fieldError(page, '#field-regions__hero__0__props__heading')).toHaveText('Co najwyżej 120 znaków', { timeout: 30_000 });
    await expect(preview.locator('.hero__heading')).toHaveText('Witaj na nowej stronie');
    // Corrected, the draft saves itself again. The editor reads the refusal first: typing while the admin still
    // fetches the refused form's state loses the correction's autosave (Payload's admin, seen on a loaded machine).
    await admin.settled();
    await heading.fill('Witaj na nowej stronie, redaktorze');
    await expect(preview.locator('.hero__heading')).toHaveText('Witaj na nowej stronie, redaktorze', { timeout: 30_000 });
    await expect(fieldError(page, '#field-regions__hero__0__props__heading')).toHaveCount(0);
  });

  await test.step('gives the hero a photo, uploaded to the media library from the block, and sees it in the preview', async () => {
    await reveal(page, '#field-regions__hero');
    const picker = page.locator('#field-regions__hero .field-type.upload', { hasText: 'Obraz z biblioteki mediów' }).first();
    await picker.scrollIntoViewIfNeeded();
    await picker.getByRole('button', { name: /Stwórz nowy/ }).click();
    const drawer = page.getByRole('dialog', { name: /^doc-drawer_media/ });
    await drawer.locator('input[type="file"]').setInputFiles(await photo());
    await drawer.locator('#field-alt').fill('Łąka o świcie');
    await drawer.getByRole('button', { name: 'Zapisz' }).click();
    await expect(picker).toContainText('laka-o-swicie.webp', { timeout: 30_000 });
    const image = preview.locator('.hero__media img');
    await expect(image).toHaveAttribute('alt', 'Łąka o świcie', { timeout: 30_000 });
    await expect(image).toHaveAttribute('srcset', /\/media\/laka-o-swicie-480x360\.webp 480w/);
    await loadedWidth(image).toBeGreaterThan(0);
  });

  await test.step('clicks a block in the preview, the FAQ inside the section, and types into its fields, which the form opened', async () => {
    await admin.settled();
    await reveal(page, '#field-regions__hero');
    await preview.locator('.faq').click();
    const heading = page.locator('#field-regions__main__1__regions__content__0__props__heading');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.keyboard.type('Pytania o bloki');
    await expect(preview.locator('.faq').getByRole('heading', { name: 'Pytania o bloki' })).toBeVisible({ timeout: 30_000 });
  });

  await test.step('is refused at publishing what the portal’s build refuses: a javascript: link in a button, beside its field', async () => {
    const buttons = '#field-regions__hero__0__props__buttons';
    await reveal(page, buttons);
    await page.locator(buttons).locator('.array-field__add-row').click();
    await page.locator(`${buttons}__0__label`).fill('Sprawdź');
    await page.locator(`${buttons}__0__url`).fill('javascript:alert(1)');
    await admin.settled();
    await page.getByRole('button', { name: 'Opublikuj zmiany' }).click();
    await expect(fieldError(page, `${buttons}__0__url`)).toHaveText('Adres: ścieżka zaczynająca się od / albo pełny adres http(s)://');
    expect(await publishedPage(`/${slug}`)).toBeNull();
    await page.locator(`${buttons}__0__url`).fill('/pomoc');
    await expect(fieldError(page, `${buttons}__0__url`)).toHaveCount(0, { timeout: 30_000 });
  });

  // A visitor on the live site from the publish until the page is live there: the switch must not fail a request.
  let visitor: ReturnType<typeof visitLiveSite> | undefined;
  await test.step('publishes it', async () => {
    await admin.settled();
    visitor = visitLiveSite('/pomoc');
    await page.getByRole('button', { name: 'Opublikuj zmiany' }).click();
    await expect(page.locator('.status')).toContainText('Opublikowano');
    expect(await publishedPage(`/${slug}`)).toBe('Strona od redakcji');
  });

  await test.step('sees beside the page its deploy go from the queue to the live site', async () => {
    const deploys = page.getByRole('region', { name: 'Wdrożenia tej strony' });
    await expect(deploys.getByRole('listitem').first()).toContainText(/W kolejce|Budowanie strony|Na stronie/, { timeout: 30_000 });
    await expect(deploys.getByRole('listitem').first()).toContainText('Na stronie', { timeout: 180_000 });
    await expect(deploys.getByRole('listitem').first()).toContainText(`/${slug}`);
  });

  await test.step('without any other command, the live site serves the page with those blocks, and no request fails meanwhile', async () => {
    try {
      await expect
        .poll(async () => (await fetch(`${PUBLISHED_PORTAL_URL}/${slug}`).catch(() => null))?.status, { timeout: 180_000, intervals: [1000] })
        .toBe(200);
    } finally {
      expect(await visitor!.stop()).toEqual([]);
    }

    const reader = await page.context().browser()!.newPage();
    await reader.goto(`${PUBLISHED_PORTAL_URL}/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Strona od redakcji');
    await expect(reader.locator('.hero__heading')).toHaveText('Witaj na nowej stronie, redaktorze');
    await expect(reader.getByRole('link', { name: 'Sprawdź' })).toHaveAttribute('href', '/pomoc');
    await expect(reader.getByText('Akapit napisany w edytorze.')).toBeVisible();
    const section = reader.getByRole('region', { name: 'Najczęstsze pytania' });
    await expect(section.getByRole('heading', { name: 'Pytania o bloki' })).toBeVisible();
    await section.getByText('Jak dodać blok do strony?').click();
    await expect(section.getByText('Wybierz go z listy bloków.')).toBeVisible();
    await expect(reader.getByText('Podgląd wersji roboczej.')).toHaveCount(0);
    // The photo is the build's own copy: the live site shows it with the CMS out of the way.
    const image = reader.getByRole('img', { name: 'Łąka o świcie' });
    await expect(image).toHaveAttribute('src', '/media/laka-o-swicie-1024x768.webp');
    await loadedWidth(image).toBeGreaterThan(0);
    const live = await readPointer(`${DEPLOY_DIR}/live`);
    expect(existsSync(path.join(live, 'client', 'media', 'laka-o-swicie.webp'))).toBe(true);
    await reader.close();
  });

  await test.step('schedules the page to come off the site a minute or so on, and once that time has passed the live site no longer has it', async () => {
    const publish = page.locator('.btn--withPopup', { has: page.getByRole('button', { name: 'Opublikuj zmiany' }) });
    await publish.locator('.popup-button').click();
    await page.getByRole('button', { name: 'Zaplanuj publikację' }).click();
    const drawer = page.locator('.schedule-publish');
    await drawer.getByText('Cofnij publikację').click();
    // The picker offers times from now on, minute by minute, in the editor's time zone: the minute 30–90 s from now.
    const at = new Date(Date.now() + 90_000);
    const time = at.toLocaleTimeString('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' });
    await drawer.locator('.date-time-picker input').click();
    await page.locator('.react-datepicker__day--today').click();
    const slot = page.locator('.react-datepicker__time-list-item', { hasText: new RegExp(`^${time}$`) });
    await slot.scrollIntoViewIfNeeded();
    await slot.click();
    await drawer.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.locator('.payload-toast-container')).toContainText('Zaplanowano pomyślnie.');
    await expect(drawer.getByText(time)).toBeVisible();
    // Still live until then.
    expect((await fetch(`${PUBLISHED_PORTAL_URL}/${slug}`)).status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${PUBLISHED_PORTAL_URL}/${slug}`).catch(() => null))?.status, { timeout: 300_000, intervals: [2000] })
      .toBe(404);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 60_000);
    expect(await publishedPage(`/${slug}`)).toBeNull();
    expect(gravatar).toEqual([]);
  });
});
