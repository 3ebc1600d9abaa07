import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

describe('image block', () => {
  it('shows the image with its alt text and caption as a figure', async () => {
    const body = await renderBlockDom('image', {
      src: '/images/dekoder.svg',
      width: 800,
      height: 500,
      alt: 'Dekoder z pilotem',
      caption: 'Nagrywa cztery programy naraz.',
    });
    const figure = within(body).getByRole('figure');
    expect(within(figure).getByText('Nagrywa cztery programy naraz.').tagName).toBe('FIGCAPTION');
    const img = within(figure).getByRole('img', { name: 'Dekoder z pilotem' });
    expect(img.getAttribute('src')).toBe('/images/dekoder.svg');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('500');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('serves a public image as a plain img no wider than 1024 px, keeping the ratio, without srcset', async () => {
    const body = await renderBlockDom('image', { src: '/images/hero-salon.svg', width: 2048, height: 1152, alt: 'Salon' });
    const img = within(body).getByRole('img', { name: 'Salon' });
    expect(img.getAttribute('width')).toBe('1024');
    expect(img.getAttribute('height')).toBe('576');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('offers the browser the widths a media library made, and falls back to the widest within 1024 px', async () => {
    const body = await renderBlockDom('image', {
      src: '/media/laka.webp',
      width: 1600,
      height: 900,
      srcset: [
        { src: '/media/laka-480x270.webp', width: 480 },
        { src: '/media/laka-1024x576.webp', width: 1024 },
      ],
      alt: 'Łąka',
    });
    const img = within(body).getByRole('img', { name: 'Łąka' });
    expect(img.getAttribute('src')).toBe('/media/laka-1024x576.webp');
    expect(img.getAttribute('srcset')).toBe('/media/laka-480x270.webp 480w, /media/laka-1024x576.webp 1024w, /media/laka.webp 1600w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 1024px) 100vw, 1024px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1024', '576']);
  });

  it('hides a decorative image from assistive technology', async () => {
    const body = await renderBlockDom('image', { src: '/images/hero-salon.svg', width: 1200, height: 675, decorative: true });
    expect(within(body).queryByRole('img')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('requires alt text unless decorative, and refuses unsafe sources', async () => {
    await expect(renderBlock('image', { src: '/images/a.svg', width: 10, height: 10 })).rejects.toThrow(/tekst alternatywny/);
    await expect(renderBlock('image', { src: 'javascript:alert(1)', width: 10, height: 10, alt: 'x' })).rejects.toThrow(/Adres obrazu/);
    await expect(renderBlock('image', { src: '//zlo.example/a.png', width: 10, height: 10, alt: 'x' })).rejects.toThrow(/Adres obrazu/);
    await expect(renderBlock('image', { src: '/a.png', width: 0, height: 10, alt: 'x' })).rejects.toThrow(/Szerokość/);
  });
});
