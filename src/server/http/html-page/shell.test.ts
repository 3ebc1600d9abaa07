import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { createElement as h, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, FormField, PostForm } from './forms.ts';
import { renderDocument, renderFramedPage } from './shell.ts';
import { siteStylesheet } from './stylesheet.ts';

/** The server's shared page shell, as a browser reads it. */

const HOSTILE = `<script>alert("x")</script> & 'Ż'`;

const parse = (html: string) => new JSDOM(html).window.document;

describe('the shared page shell', () => {
  it('shows hostile text as text, in the title, the heading, the body and attributes', () => {
    const html = renderFramedPage({
      title: HOSTILE,
      siteName: 'Serwis',
      stylesheet: '/a.css',
      header: h('a', { className: 'brand', href: `/?q=${HOSTILE}` }, 'Serwis'),
      children: h('p', null, HOSTILE),
    });
    const doc = parse(html);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(`${HOSTILE} – Serwis`);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(doc.querySelector('main p')?.textContent).toBe(HOSTILE);
    expect(doc.querySelector('.brand')?.getAttribute('href')).toBe(`/?q=${HOSTILE}`);
  });

  it('frames the page: a skip link to the main panel, the header, one heading, the stylesheet, no indexing', () => {
    const doc = parse(renderFramedPage({ title: 'Tytuł', siteName: 'Serwis', stylesheet: '/a.css', header: 'Serwis', children: null }));
    expect(doc.documentElement.lang).toBe('pl');
    expect(doc.querySelector('.skip-link')?.getAttribute('href')).toBe('#tresc');
    expect(doc.querySelector('main#tresc h1')?.textContent).toBe('Tytuł');
    expect(doc.querySelector('header')?.textContent).toBe('Serwis');
    expect(doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/a.css');
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('style, [style]')).toBeNull();
  });

  it('inlines CSS only when asked to', () => {
    const doc = parse(renderDocument({ title: 'Skrzynka', style: { inline: 'body{margin:0}' }, body: h('h1', null, 'Skrzynka') }));
    expect(doc.querySelector('style')?.textContent).toBe('body{margin:0}');
    expect(doc.querySelector('link')).toBeNull();
  });
});

describe('the shared form parts', () => {
  const form = (value: string, error?: string) =>
    parse(
      renderDocument({
        title: 'Formularz',
        style: { href: '/a.css' },
        body: h(
          Fragment,
          null,
          h(ErrorSummary, { title: 'Popraw błędy', errors: error ? [{ name: 'haslo', message: error }] : [] }),
          h(
            PostForm,
            { action: '/wyslij?a=1&b=2', csrfToken: 'token"<', hidden: { action: 'pay' } },
            h(FormField, { spec: { name: 'email', label: 'E-mail', type: 'email', hint: 'Podpowiedź' }, state: { value } }),
            h(FormField, { spec: { name: 'haslo', label: 'Hasło', type: 'password' }, state: { value, error, autoFocus: true } }),
          ),
        ),
      }),
    );

  it('ties the label, hint and error to the field, links the summary to it, and never shows a password again', () => {
    const doc = form(HOSTILE, 'Złe hasło.');
    const email = doc.getElementById('pole-email') as HTMLInputElement;
    const password = doc.getElementById('pole-haslo') as HTMLInputElement;
    expect(doc.querySelector('label[for=pole-email]')?.textContent).toBe('E-mail');
    expect(email.value).toBe(HOSTILE);
    expect(doc.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Podpowiedź');
    expect(password.value).toBe('');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.hasAttribute('autofocus')).toBe(true);
    expect(doc.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Złe hasło.');
    const summary = doc.querySelector('[role=alert]');
    expect(summary?.querySelector('h2')?.textContent).toBe('Popraw błędy');
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe('#pole-haslo');
  });

  it('posts the token and hidden fields as given, with no summary when nothing is wrong', () => {
    const doc = form('');
    const posted = doc.querySelector('form');
    expect(posted?.getAttribute('method')).toBe('post');
    expect(posted?.getAttribute('action')).toBe('/wyslij?a=1&b=2');
    expect((doc.querySelector('input[name=csrf]') as HTMLInputElement).value).toBe('token"<');
    expect((doc.querySelector('input[name=action]') as HTMLInputElement).value).toBe('pay');
    expect(doc.querySelector('[role=alert]')).toBeNull();
    expect(doc.getElementById('pole-haslo')?.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('a site stylesheet', () => {
  it('is the shared rules followed by the site’s own, so that the site’s win', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-css-'));
    try {
      const site = path.join(dir, 'site.css');
      writeFileSync(site, ':root { --accent: #123456; }\n');
      const served = siteStylesheet(pathToFileURL(site));
      expect(served.startsWith(readFileSync(new URL('./base.css', import.meta.url), 'utf8'))).toBe(true);
      expect(served.endsWith(':root { --accent: #123456; }\n')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
