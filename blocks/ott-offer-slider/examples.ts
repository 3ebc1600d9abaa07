import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Dodatki online z testem kolejności slajdów',
    props: {
      heading: 'Dodaj do pakietu',
      slides: [
        { offerCode: 'OTT_STRUMIEN_M' },
        { offerCode: 'OTT_STRUMIEN_PREMIUM_M', badge: 'Obraz 4K' },
        { offerCode: 'OTT_SPORT_M' },
        { offerCode: 'OTT_CINEMA_LTO6', badge: 'Premiery' },
      ],
      ctaLabel: 'Dodaj',
      orderTest: { groupBOrder: ['OTT_SPORT_M', 'OTT_CINEMA_LTO6', 'OTT_STRUMIEN_PREMIUM_M', 'OTT_STRUMIEN_M'] },
    },
  },
  {
    title: 'Dwa slajdy z obrazami, bez testu',
    props: {
      slides: [
        { offerCode: 'OTT_SPORT_M', image: { src: '/images/oferta-sport.svg', width: 640, height: 360, alt: '' } },
        { offerCode: 'OTT_CINEMA_LTO6' },
      ],
    },
  },
] satisfies BlockExample[];
