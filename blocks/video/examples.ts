import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Zwiastun z odtwarzacza zewnętrznego',
    props: {
      title: 'Zwiastun serialu „Za horyzontem”',
      url: 'https://www.youtube-nocookie.com/embed/hzTrailer01',
      thumbnail: { src: '/images/zwiastun-poster.svg', width: 1280, height: 720 },
    },
  },
  {
    title: 'Film instruktażowy bez miniatury',
    props: {
      title: 'Jak podłączyć dekoder Horyzont Box 4K',
      url: 'https://player.vimeo.com/video/100000001',
    },
  },
] satisfies BlockExample[];
