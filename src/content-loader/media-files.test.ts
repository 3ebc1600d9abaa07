import { describe, expect, it } from 'vitest';
import { fetchMediaFile, isMediaName, mediaFilesIn, mediaNameOf, mediaSource } from './media-files.ts';

describe('media-library files in content', () => {
  it('finds every /media/ file a page names, in image sources and srcset entries, once each', () => {
    const page = {
      regions: {
        hero: [
          { props: { image: { src: '/media/laka.webp', width: 1600, height: 900, srcset: [{ src: '/media/laka-480x270.webp', width: 480 }] } } },
        ],
        main: [
          { props: { cards: [{ image: { src: '/media/laka.webp' } }, { image: { src: '/images/dekoder.svg' } }] } },
          { props: { src: 'https://cdn.example/x.webp', html: '<img src="/media/w-tekscie.webp">' } },
        ],
      },
    };
    expect(mediaFilesIn(page)).toEqual(['laka-480x270.webp', 'laka.webp']);
  });

  it('serves only the names the CMS gives: nothing that climbs out of the folder or needs escaping', () => {
    expect(mediaNameOf('/media/laka-480x270.webp')).toBe('laka-480x270.webp');
    for (const path of [
      '/media/../secrets.json',
      '/media/a/b.webp',
      '/media/.env',
      '/media/Laka.webp',
      '/media/a%2Fb.webp',
      '/images/a.webp',
      '/media/',
    ])
      expect(mediaNameOf(path), path).toBeUndefined();
    expect(isMediaName('..webp')).toBe(false);
  });

  it('reads the files beside the CMS’s content API, or where CONTENT_MEDIA_URL says', () => {
    expect(mediaSource({})).toBeUndefined();
    expect(mediaSource({ CONTENT_GRAPHQL_URL: 'http://127.0.0.1:4330/api/content/graphql' })?.href).toBe('http://127.0.0.1:4330/api/media/file/');
    expect(mediaSource({ CONTENT_GRAPHQL_URL: 'http://cms/api/content/graphql', CONTENT_MEDIA_URL: 'https://media.example/files' })?.href).toBe(
      'https://media.example/files/',
    );
    expect(() => mediaSource({ CONTENT_MEDIA_URL: 'nie adres' })).toThrow(/CONTENT_MEDIA_URL/);
  });

  it('names the address and the answer of a file the content system cannot give', async () => {
    const answer = (status: number) => (async () => new Response('x', { status })) as typeof fetch;
    await expect(fetchMediaFile('laka.webp', new URL('http://cms/api/media/file/'), answer(404))).rejects.toThrow(
      'media file http://cms/api/media/file/laka.webp answered 404',
    );
    await expect(fetchMediaFile('../x', new URL('http://cms/api/media/file/'), answer(200))).rejects.toThrow(/not a media file name/);
  });
});
