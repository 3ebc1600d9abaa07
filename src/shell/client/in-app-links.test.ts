// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInAppLinks } from './in-app-links.ts';
import type { ShellConfig } from './start-shell.ts';

const config = { excludedLinkPatterns: [] } as unknown as ShellConfig;

afterEach(() => vi.unstubAllGlobals());

describe('in-app links', () => {
  it('watches the page’s HTML links for prefetching, and leaves SVG links (a map’s markers) alone', () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    document.body.innerHTML = `
      <a href="/kontakt">Kontakt</a>
      <svg viewBox="0 0 10 10"><a href="#salon-gdansk" aria-label="Salon Gdańsk"><circle cx="5" cy="5" r="2" /></a></svg>`;
    startInAppLinks(config);
    expect(observed.map((element) => element.getAttribute('href'))).toEqual(['/kontakt']);
  });
});
