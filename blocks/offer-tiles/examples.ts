import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Trzy pakiety telewizji online',
    props: {
      heading: 'Wybierz pakiet Horyzont GO',
      offerCodes: ['OTT_START_M', 'OTT_KOMFORT_M', 'OTT_PRESTIZ_LTO24'],
    },
  },
  {
    title: 'Jedna oferta z własnym przyciskiem',
    props: {
      offerCodes: ['OTT_PRESTIZ_LTO24'],
      ctaLabel: 'Zamów teraz',
      targetUrl: '/oferta-online/konfiguracja?zrodlo=sport',
    },
  },
] satisfies BlockExample[];
