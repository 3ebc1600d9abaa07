import { describe, expect, it } from 'vitest';
import type { BrowserMeasurement, ScriptSet } from './browser-weight.ts';
import { pageSlots, type PageSlot, type SeedPage } from './page-slots.ts';
import type { PageWeight } from './page-weight.ts';
import { formatWeightReport, missingSlots, pageActions, weightTargets } from './weight.ts';

const seed = (path: string): SeedPage => ({ path, template: 't' });
const slot = (id: string, visitors: PageSlot['visitors']): PageSlot => ({ id, label: id, rules: [], visitors });

describe('weightTargets', () => {
  it('loads each page of a slot once per visitor the slot names, with the slot’s action', () => {
    const slots = [slot('help', ['anonymous']), slot('stage', ['anonymous', 'customer']), slot('selfcare', ['customer'])];
    const pages = new Map([
      ['help', [seed('/pomoc')]],
      ['stage', [seed('/oferta-online/konfiguracja')]],
      ['selfcare', [seed('/konto'), seed('/konto/platnosci')]],
    ]);
    const targets = weightTargets(slots, pages);
    expect(targets.map((t) => [t.path, t.visitor, t.action?.label])).toEqual([
      ['/pomoc', 'anonymous', undefined],
      ['/oferta-online/konfiguracja', 'anonymous', pageActions.stage!.label],
      ['/oferta-online/konfiguracja', 'customer', pageActions.stage!.label],
      ['/konto', 'customer', undefined],
      ['/konto/platnosci', 'customer', undefined],
    ]);
  });

  it('reports a slot without a page as a measurement that could not be taken', () => {
    expect(missingSlots([slot('help', ['anonymous']), slot('search', ['anonymous'])], new Map([['help', [seed('/pomoc')]]]))).toEqual([
      { slot: 'search', label: 'search', path: '', visitor: 'anonymous', error: 'the seed has no page of this kind' },
    ]);
  });

  it('has an action only for slots the bench knows', () => {
    expect(Object.keys(pageActions).every((id) => pageSlots.some((s) => s.id === id))).toBe(true);
  });
});

const set = (files: { url: string; gzip: number }[]): ScriptSet => ({
  raw: files.reduce((n, f) => n + f.gzip * 3, 0),
  gzip: files.reduce((n, f) => n + f.gzip, 0),
  brotli: files.reduce((n, f) => n + f.gzip - 100, 0),
  files: files.map((f) => ({ ...f, raw: f.gzip * 3, brotli: f.gzip - 100, react: f.url.includes('react') })),
});

describe('formatWeightReport', () => {
  const measurements: BrowserMeasurement[] = [
    {
      slot: 'stage',
      label: 'sale stage',
      path: '/oferta-online/konfiguracja',
      visitor: 'customer',
      finalPath: '/oferta-online/konfiguracja?x=1',
      js: set([
        { url: '/_astro/react.js', gzip: 60_000 },
        { url: '(inline script 1)', gzip: 500 },
      ]),
      reactScripts: ['/_astro/react.js'],
      action: { label: 'open the dialog', ...set([{ url: '/_astro/Modal.js', gzip: 12_300 }]) },
    },
    {
      slot: 'selfcare',
      label: 'self-care',
      path: '/konto',
      visitor: 'customer',
      finalPath: '/l',
      js: set([{ url: '/_astro/Shell.js', gzip: 8_000 }]),
      reactScripts: [],
      failed: ['/_astro/gone.js (HTTP 404)'],
    },
    { slot: 'help', label: 'help', path: '/pomoc', visitor: 'anonymous', error: 'the network did not settle within 30 s' },
  ];
  const staticWeight = { js: { gzip: 40_000 } } as PageWeight;
  const text = formatWeightReport(
    { chromium: '/usr/bin/chromium', measurements, problems: [] },
    new Map([['/oferta-online/konfiguracja', staticWeight]]),
  );

  it('gives per page and visitor the scripts, their raw, gzip and brotli sizes, React, the action’s chunks and the static figure', () => {
    expect(text).toMatch(
      /sale stage\s+\/oferta-online\/konfiguracja\s+signed in\s+2\s+181\.5\s+60\.5\s+60\.3\s+yes\s+open the dialog: 12\.3\s+40\.0/,
    );
    expect(text).toMatch(/self-care\s+\/konto\s+signed in\s+1\s+24\.0\s+8\.0\s+7\.9\s+no\s+–\s+–/);
    expect(text).toMatch(/help\s+\/pomoc\s+anonymous\s+–\s+–\s+–\s+–\s+–\s+–\s+–/);
  });

  it('says where a page ended up, what did not load and why a page was not measured', () => {
    expect(text).toContain('  /konto (signed in): ended at /l');
    expect(text).not.toContain('ended at /oferta-online/konfiguracja?x=1');
    expect(text).toContain('  /konto (signed in): script not loaded: /_astro/gone.js (HTTP 404)');
    expect(text).toContain('  /pomoc (anonymous): not measured: the network did not settle within 30 s');
  });

  it('names what stopped the whole run, with the server log', () => {
    const failed = formatWeightReport({ chromium: 'x', measurements: [], problems: ['no browser at x'], logFile: '/tmp/weight-server.log' });
    expect(failed).toContain('  ✗ no browser at x\n  server log: /tmp/weight-server.log');
  });
});
