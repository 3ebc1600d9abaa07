import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Porównanie trzech pakietów online',
    props: {
      heading: 'Który pakiet Horyzont GO dla Ciebie?',
      caption: 'Porównanie pakietów Horyzont GO',
      offerCodes: ['OTT_START_M', 'OTT_KOMFORT_M', 'OTT_PRESTIZ_LTO24'],
      rows: [
        { label: 'Liczba kanałów', values: { OTT_START_M: '40+', OTT_KOMFORT_M: '60+', OTT_PRESTIZ_LTO24: '75+' } },
        { label: 'Jakość Full HD', values: { OTT_START_M: true, OTT_KOMFORT_M: true, OTT_PRESTIZ_LTO24: true } },
        { label: 'Filmy i seriale na życzenie', values: { OTT_START_M: false, OTT_KOMFORT_M: true, OTT_PRESTIZ_LTO24: false } },
        { label: 'Transmisje sportowe na żywo', values: { OTT_START_M: false, OTT_KOMFORT_M: false, OTT_PRESTIZ_LTO24: true } },
        { label: 'Liczba urządzeń jednocześnie', values: { OTT_START_M: '2', OTT_KOMFORT_M: '3', OTT_PRESTIZ_LTO24: '3' } },
      ],
    },
  },
] satisfies BlockExample[];
