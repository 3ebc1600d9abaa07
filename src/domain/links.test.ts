import { describe, expect, it } from 'vitest';
import { linkKind, shouldHandleInApp, type LinkClick } from './links.ts';

describe('linkKind (links containing http are full navigations)', () => {
  it.each([
    ['https://partner.example/oferta', 'external'],
    ['http://example.com', 'external'],
    ['/oferta-online', 'internal'],
    ['/pomoc?q=1', 'internal'],
  ])('%s → %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });
});

const origin = 'https://horyzont.example';
const click = (over: Partial<LinkClick>): LinkClick => ({
  href: `${origin}/oferta-online`,
  currentOrigin: origin,
  currentHref: `${origin}/pomoc`,
  excludedPatterns: ['^/api/', 'zewnetrzny-formularz'],
  ...over,
});

describe('shouldHandleInApp (spec section 2)', () => {
  it.each([
    ['a plain left click on an internal link', {}],
    ['a relative href', { href: '/oferta-online/konfiguracja' }],
    ['target _self', { target: '_self' }],
    ['an explicit origin equal to the page', { origin }],
    ['a #fragment on another page', { href: '/oferta-online#pakiety' }],
    ['a query on the same page', { href: '/pomoc?q=faktura' }],
  ])('handled in-app: %s', (_, over) => {
    expect(shouldHandleInApp(click(over))).toBe(true);
  });

  it.each([
    ['ctrl click', { ctrlKey: true }],
    ['cmd click', { metaKey: true }],
    ['shift click', { shiftKey: true }],
    ['alt click', { altKey: true }],
    ['middle button', { button: 1 }],
    ['right button', { button: 2 }],
    ['already handled', { defaultPrevented: true }],
    ['download attribute', { download: true }],
    ['empty download attribute value', { download: '' }],
    ['target _blank', { target: '_blank' }],
    ['a named target', { target: 'okno' }],
    ['another host', { href: 'https://partner.example/oferta' }],
    ['another host by origin', { origin: 'https://partner.example' }],
    ['a pdf', { href: '/dokumenty/regulamin.pdf' }],
    ['a zip', { href: '/pliki/cennik.zip' }],
    ['an image with upper-case extension', { href: '/obrazy/baner.JPG' }],
    ['an excluded pattern over the path', { href: `${origin}/api/logout` }],
    ['an excluded pattern anywhere in the href', { href: '/zewnetrzny-formularz/krok-1' }],
    ['mailto', { href: 'mailto:pomoc@horyzont.example' }],
    ['tel', { href: 'tel:+48123456789' }],
    ['a bare #fragment', { href: '#sekcja' }],
    ['a #fragment of the current page, resolved', { href: `${origin}/pomoc#sekcja` }],
    ['javascript:', { href: 'javascript:void(0)' }],
    ['an empty href', { href: '' }],
  ])('left to the browser: %s', (_, over) => {
    expect(shouldHandleInApp(click(over))).toBe(false);
  });

  it('ignores a malformed excluded pattern instead of failing', () => {
    expect(shouldHandleInApp(click({ excludedPatterns: ['(['] }))).toBe(true);
  });

  it('a dot inside a directory name is not a file extension', () => {
    expect(shouldHandleInApp(click({ href: '/v1.2/oferta' }))).toBe(true);
  });
});
