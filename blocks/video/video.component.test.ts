import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const embed = {
  title: 'Zwiastun serialu',
  url: 'https://www.youtube-nocookie.com/embed/abc123',
  thumbnail: { src: '/images/zwiastun-poster.svg', width: 1280, height: 720 },
};

describe('video block', () => {
  it('shows a play button named after the film, and a closed dialog labelled by the title', async () => {
    const body = await renderBlockDom('video', embed);
    const button = within(body).getByRole('button', { name: 'Odtwórz film: Zwiastun serialu' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    // The thumbnail is decorative: the button's text names the film.
    expect(within(button).queryByRole('img')).toBeNull();

    const dialog = body.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(false);
    // Open it as showModal() would (jsdom has no showModal) and look at it as a user would.
    dialog.setAttribute('open', '');
    const shown = within(body).getByRole('dialog', { name: 'Zwiastun serialu' });
    expect(within(shown).getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });

  it('does not load the embedded player before the dialog opens', async () => {
    const body = await renderBlockDom('video', embed);
    const frame = body.querySelector('dialog iframe')!;
    expect(frame.getAttribute('title')).toBe('Zwiastun serialu');
    expect(frame.hasAttribute('src')).toBe(false);
    expect(frame.getAttribute('data-src')).toBe(embed.url);
  });

  it('uses a native player for a video file, unloaded until opened, with Polish captions', async () => {
    const body = await renderBlockDom('video', {
      title: 'Instrukcja',
      url: '/video/instrukcja.mp4',
      captions: '/video/instrukcja.vtt',
    });
    const video = body.querySelector('dialog video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.querySelector('track')?.getAttribute('srclang')).toBe('pl');
    expect(body.querySelector('dialog iframe')).toBeNull();
  });

  it('refuses players from hosts outside the allow-list and non-video addresses', async () => {
    await expect(renderBlock('video', { title: 'X', url: 'https://zlo.example/embed/1' })).rejects.toThrow(/Adres filmu/);
    await expect(renderBlock('video', { title: 'X', url: 'http://www.youtube.com/embed/1' })).rejects.toThrow(/Adres filmu/);
    await expect(renderBlock('video', { title: 'X', url: 'javascript:alert(1)//.mp4' })).rejects.toThrow(/Adres filmu/);
    await expect(renderBlock('video', { title: 'X', url: embed.url, captions: '/napisy.vtt' })).rejects.toThrow(/Napisy można dodać tylko/);
  });
});
