// @vitest-environment jsdom
import { compile } from 'sass';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AB_ASSIGN_SCRIPT, AB_GROUPS, AB_GROUPS_KEY, AB_TESTS, abGroupAttribute, type AbTestName } from '#domain/ab-tests.ts';

/**
 * The drawing script and the variant stylesheet together, in a browser-like
 * document: the group drawn (or kept) is the variant laid out.
 */

// jsdom gives import.meta.url an http: scheme; Vitest runs from the repository root.
const css = compile('src/styles/_ab-tests.scss').css;
const root = document.documentElement;

const runDrawing = () => new Function(AB_ASSIGN_SCRIPT)();
const stored = () => JSON.parse(localStorage.getItem(AB_GROUPS_KEY) ?? 'null') as Record<string, string> | null;

function experimentMarkup(test: AbTestName): string {
  return `<div data-ab-test="${test}">${AB_GROUPS.map((g) => `<div data-ab-variant="${g}">wariant ${g}</div>`).join('')}</div>`;
}

/** The variants of a test that the stylesheet lets show. */
const shownVariants = (test: AbTestName) =>
  [...document.querySelectorAll(`[data-ab-test="${test}"] > [data-ab-variant]`)]
    .filter((variant) => getComputedStyle(variant).display !== 'none')
    .map((variant) => variant.getAttribute('data-ab-variant'));

beforeEach(() => {
  localStorage.clear();
  for (const test of AB_TESTS) root.removeAttribute(abGroupAttribute(test));
  const style = document.createElement('style');
  style.textContent = css;
  document.head.replaceChildren(style);
  document.body.innerHTML = AB_TESTS.map(experimentMarkup).join('');
});

afterEach(() => vi.restoreAllMocks());

describe('drawing the A/B groups', () => {
  it('draws each test’s group, marks the root and remembers it', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.2).mockReturnValueOnce(0.7);
    runDrawing();
    expect(root.getAttribute('data-ab-uibonetpremium')).toBe('A');
    expect(root.getAttribute('data-ab-uibottofferslidesorder')).toBe('B');
    expect(stored()).toEqual({ uibOnetPremium: 'A', uibOttOfferSlidesOrder: 'B' });
  });

  it('keeps the group of a returning visitor', () => {
    localStorage.setItem(AB_GROUPS_KEY, JSON.stringify({ uibOnetPremium: 'B', uibOttOfferSlidesOrder: 'A' }));
    const random = vi.spyOn(Math, 'random');
    runDrawing();
    runDrawing();
    expect(random).not.toHaveBeenCalled();
    expect(root.getAttribute('data-ab-uibonetpremium')).toBe('B');
    expect(root.getAttribute('data-ab-uibottofferslidesorder')).toBe('A');
  });

  it('draws again only what is missing or not a group, keeping what else was stored', () => {
    localStorage.setItem(AB_GROUPS_KEY, JSON.stringify({ uibOnetPremium: 'Z', uibOttOfferSlidesOrder: 'B', old: 'A' }));
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    runDrawing();
    expect(stored()).toEqual({ uibOnetPremium: 'B', uibOttOfferSlidesOrder: 'B', old: 'A' });
  });

  it('survives corrupt storage', () => {
    for (const junk of ['{nie json', '[1,2]', '5', 'null']) {
      localStorage.setItem(AB_GROUPS_KEY, junk);
      vi.spyOn(Math, 'random').mockReturnValue(0.1);
      runDrawing();
      expect(stored()).toEqual({ uibOnetPremium: 'A', uibOttOfferSlidesOrder: 'A' });
    }
  });

  it('still marks the root when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Math, 'random').mockReturnValue(0.6);
    expect(runDrawing).not.toThrow();
    expect(root.getAttribute('data-ab-uibonetpremium')).toBe('B');
  });
});

describe('showing the variant of the group', () => {
  it.each(AB_TESTS)('%s: only the drawn group’s variant is laid out', (test) => {
    for (const group of AB_GROUPS) {
      localStorage.setItem(AB_GROUPS_KEY, JSON.stringify({ [test]: group }));
      runDrawing();
      expect(shownVariants(test)).toEqual([group]);
    }
  });

  it.each(AB_TESTS)('%s: without a drawing the control group A is shown', (test) => {
    expect(shownVariants(test)).toEqual(['A']);
  });

  it('an experiment nested in another keeps its own group', () => {
    document.body.innerHTML = `<div data-ab-test="uibOnetPremium"><div data-ab-variant="A">${experimentMarkup('uibOttOfferSlidesOrder')}</div></div>`;
    localStorage.setItem(AB_GROUPS_KEY, JSON.stringify({ uibOnetPremium: 'A', uibOttOfferSlidesOrder: 'B' }));
    runDrawing();
    expect(shownVariants('uibOttOfferSlidesOrder')).toEqual(['B']);
  });
});
