import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Pakiety online i dodatki',
    props: {
      heading: 'Skonfiguruj zamówienie',
      offerCodes: ['OTT_START_M', 'OTT_KOMFORT_M', 'OTT_KOMFORT_LTO12', 'OTT_PRESTIZ_LTO24', 'OTT_SPORT_M', 'OTT_STRUMIEN_M', 'OTT_CINEMA_LTO6'],
    },
  },
] satisfies BlockExample[];
