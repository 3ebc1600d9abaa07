import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

/**
 * fixtures/shop-build/ is a small client build shaped like Astro 7's output
 * (Rolldown chunks, island markup as Astro writes it): a configuration page
 * with React islands, a client:only island whose slot holds another island, an
 * inline module script, a lazy modal and a lazy sidebar that lazy-loads more;
 * and a landing page without islands.
 */
const build = fileURLToPath(new URL('./fixtures/shop-build/', import.meta.url));
const read = (file: string) => readFileSync(`${build}${file}`, 'utf8');
const gzip = (code: string) => gzipSync(code, { level: 9 }).byteLength;
const url = (name: string) => `/_astro/${name}`;

const stageHtml = read('oferta-online/konfiguracja/index.html');
// Inline scripts of the configuration page, as written in its HTML.
const stageInline = [
  '(self.Astro||(self.Astro={})).load=async t=>{await(await t())()};',
  'customElements.define("astro-island",class extends HTMLElement{});',
  'import{push as e}from"/_astro/analytics.js";e({event:`pageview`});',
];

describe('measurePage on a shop page', () => {
  it('is fed the inline scripts the test expects', () => {
    expect(stageInline.every((code) => stageHtml.includes(`>${code}</script>`))).toBe(true);
  });

  const w = measurePage(build, '/oferta-online/konfiguracja');
  const eager = [
    'Shell.js',
    'preload-helper.js',
    'Configurator.js',
    'client.js',
    'react.js',
    'jsx-runtime.js',
    'offer-state.js',
    'CartSummary.js',
    'OfferInfo.js',
    'analytics.js',
  ];

  it('counts every script loaded at start: module scripts, island components and renderers, their static imports, inline scripts and what they import', () => {
    const modules = w.js.files.filter((f) => f.url.startsWith('/'));
    expect(modules.map((f) => f.url).sort()).toEqual(eager.map(url).sort());
    expect(w.js.files.filter((f) => f.url.startsWith('(')).map((f) => f.url)).toEqual([
      '(inline script 1)',
      '(inline script 2)',
      '(inline script 3)',
    ]);
    const sources = [...eager.map((name) => read(`_astro/${name}`)), ...stageInline];
    expect(w.js.gzip).toBe(sources.reduce((n, code) => n + gzip(code), 0));
    expect(w.js.raw).toBe(sources.reduce((n, code) => n + Buffer.byteLength(code), 0));
  });

  it('leaves out chunks reachable only through import(), however deep, and counts a chunk the page also loads at start once, as eager', () => {
    expect(w.lazyJs.files.map((f) => f.url).sort()).toEqual(
      ['BankList.js', 'PaymentSidebar.js', 'RemoveModal.js', 'api-client.js', 'modal-kit.js'].map(url).sort(),
    );
    // RemoveModal imports jsx-runtime, which the islands load at start anyway.
    expect(w.lazyJs.files.map((f) => f.url)).not.toContain(url('jsx-runtime.js'));
  });

  it('finds the island inside a client:only island’s slot template and names the scripts carrying React', () => {
    expect(w.islands).toEqual([
      { component: url('Configurator.js'), renderer: url('client.js'), hydrate: 'load' },
      { component: url('CartSummary.js'), renderer: url('client.js'), hydrate: 'only' },
      { component: url('OfferInfo.js'), renderer: url('client.js'), hydrate: 'visible' },
    ]);
    expect([...w.reactScripts].sort()).toEqual([url('client.js'), url('react.js')]);
    expect(w.unresolved).toEqual([]);
  });

  it('measures a shop page without islands: the shell script and its static imports only', () => {
    const landing = measurePage(build, '/landing');
    expect(landing.js.files.map((f) => f.url)).toEqual([url('Shell.js'), url('preload-helper.js')]);
    expect(landing.js.gzip).toBe(gzip(read('_astro/Shell.js')) + gzip(read('_astro/preload-helper.js')));
    expect(landing.lazyJs.files.map((f) => f.url)).toEqual([url('api-client.js')]);
    expect(landing.islands).toEqual([]);
    expect(landing.reactScripts).toEqual([]);
  });
});
