import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

// A tiny build output: a page with a module script, an island, stylesheets and inline code.
const files: Record<string, string> = {
  '_astro/page.js': 'import{a}from"./shared.js";const l=()=>import("./lazy.js");console.log(a);',
  '_astro/shared.js': 'export const a=1;',
  '_astro/lazy.js': 'import"./lazy-dep.js";export default 2;',
  '_astro/lazy-dep.js': 'export const d=3;',
  '_astro/Cart.js': 'import{j}from"./react.js";export default function Cart(){return j}',
  '_astro/client.js': 'import"./react.js";export default (el)=>el;',
  '_astro/react.js': 'const s=Symbol.for("react.transitional.element");export const j=s;',
  '_astro/base.css': '@import "./fonts.css";body{margin:0}',
  '_astro/fonts.css': '@font-face{font-family:x}',
};
const inlineScript = 'document.documentElement.dataset.js="1";';
const inlineStyle = 'h1{color:red}';
const html = (island: boolean) => `<!doctype html><html><head>
<link rel="stylesheet" href="/_astro/base.css"><link rel="icon" href="/favicon.svg"><style>${inlineStyle}</style>
<script type="application/json" id="config">{"big":"${'x'.repeat(500)}"}</script>
<script>${inlineScript}</script><script type="module" src="/_astro/page.js"></script>
<script src="https://cdn.example.test/ext.js"></script>
</head><body><h1>Pomoc</h1>${
  island ? '<astro-island uid="1" component-url="/_astro/Cart.js" renderer-url="/_astro/client.js" client="visible"></astro-island>' : ''
}</body></html>`;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-weight-'));
for (const [name, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), content);
}
mkdirSync(path.join(dir, 'pomoc'));
writeFileSync(path.join(dir, 'pomoc', 'index.html'), html(false));
writeFileSync(path.join(dir, 'koszyk.html'), html(true));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (...names: string[]) => names.reduce((n, name) => n + Buffer.byteLength(files[name]!), 0);

describe('measurePage', () => {
  it('counts the module scripts a static page loads with their static imports, inline code, and stylesheets with @imports', () => {
    const w = measurePage(dir, '/pomoc');
    expect(w.file).toBe(path.join('pomoc', 'index.html'));
    expect(w.js.files.map((f) => f.url)).toEqual(['/_astro/page.js', '/_astro/shared.js', '(inline script 1)']);
    expect(w.js.raw).toBe(bytes('_astro/page.js', '_astro/shared.js') + Buffer.byteLength(inlineScript));
    expect(w.lazyJs.files.map((f) => f.url).sort()).toEqual(['/_astro/lazy-dep.js', '/_astro/lazy.js']);
    expect(w.css.files.map((f) => f.url)).toEqual(['/_astro/base.css', '/_astro/fonts.css', '(inline style 1)']);
    expect(w.css.raw).toBe(bytes('_astro/base.css', '_astro/fonts.css') + Buffer.byteLength(inlineStyle));
    expect(w.html.raw).toBe(Buffer.byteLength(html(false)));
    for (const s of [w.html, w.css, w.js]) expect(s.gzip).toBeGreaterThan(0);
    expect(w.reactScripts).toEqual([]);
    expect(w.unresolved).toEqual(['https://cdn.example.test/ext.js']);
  });

  it('adds an island’s component and renderer with their imports, and names the scripts carrying React', () => {
    const w = measurePage(dir, '/koszyk');
    expect(w.js.files.map((f) => f.url)).toEqual(
      expect.arrayContaining(['/_astro/Cart.js', '/_astro/client.js', '/_astro/react.js', '/_astro/page.js']),
    );
    expect(w.reactScripts).toEqual(['/_astro/react.js']);
    expect(w.islands).toEqual([{ component: '/_astro/Cart.js', renderer: '/_astro/client.js', hydrate: 'visible' }]);
  });

  it('fails clearly when the page was not built', () => {
    expect(() => measurePage(dir, '/brak')).toThrow(`no HTML file of page /brak in ${dir}`);
  });
});
