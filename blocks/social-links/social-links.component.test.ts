import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const links = [
  { network: 'facebook', url: 'https://www.facebook.com/horyzont' },
  { network: 'twitter', url: 'https://twitter.com/horyzont' },
  { network: 'youtube', url: 'https://www.youtube.com/@horyzont' },
  { network: 'instagram', url: 'https://www.instagram.com/horyzont' },
  { network: 'tiktok', url: 'https://www.tiktok.com/@horyzont' },
];

describe('social-links block', () => {
  it('names each profile link in Polish after the brand, in a list', async () => {
    const body = await renderBlockDom('social-links', { heading: 'Obserwuj nas', links });
    expect(within(body).getByRole('heading', { level: 2, name: 'Obserwuj nas' })).toBeTruthy();
    const items = within(within(body).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const expected: Array<[string, string]> = [
      ['Telewizja Horyzont na Facebooku', 'https://www.facebook.com/horyzont'],
      ['Telewizja Horyzont na Twitterze', 'https://twitter.com/horyzont'],
      ['Telewizja Horyzont na YouTubie', 'https://www.youtube.com/@horyzont'],
      ['Telewizja Horyzont na Instagramie', 'https://www.instagram.com/horyzont'],
      ['Telewizja Horyzont na TikToku', 'https://www.tiktok.com/@horyzont'],
    ];
    for (const [name, href] of expected) {
      expect(within(body).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('uses the given brand and hides the icons from assistive technology', async () => {
    const body = await renderBlockDom('social-links', { brand: 'Horyzont GO', links: links.slice(0, 1) });
    const link = within(body).getByRole('link', { name: 'Horyzont GO na Facebooku' });
    const icon = link.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(within(body).queryByRole('img')).toBeNull();
  });

  it('refuses non-https addresses, unknown networks and duplicates', async () => {
    await expect(renderBlock('social-links', { links: [{ network: 'facebook', url: 'javascript:alert(1)' }] })).rejects.toThrow(/Adres profilu/);
    await expect(renderBlock('social-links', { links: [{ network: 'myspace', url: 'https://myspace.example' }] })).rejects.toThrow(
      /Sieć społecznościowa/,
    );
    await expect(renderBlock('social-links', { links: [links[0], links[0]] })).rejects.toThrow(/tylko raz/);
  });
});
