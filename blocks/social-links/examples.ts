import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Wszystkie profile marki',
    props: {
      heading: 'Obserwuj nas',
      links: [
        { network: 'facebook', url: 'https://www.facebook.com/telewizja.horyzont.example' },
        { network: 'twitter', url: 'https://twitter.com/horyzont_tv_example' },
        { network: 'youtube', url: 'https://www.youtube.com/@horyzont-tv-example' },
        { network: 'instagram', url: 'https://www.instagram.com/horyzont.tv.example' },
        { network: 'tiktok', url: 'https://www.tiktok.com/@horyzont.tv.example' },
      ],
    },
  },
  {
    title: 'Dwa profile, bez nagłówka',
    props: {
      brand: 'Horyzont GO',
      links: [
        { network: 'youtube', url: 'https://www.youtube.com/@horyzont-go-example' },
        { network: 'instagram', url: 'https://www.instagram.com/horyzont.go.example' },
      ],
    },
  },
] satisfies BlockExample[];
