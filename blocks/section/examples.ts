import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Sekcja na tle z dwiema kolumnami tekstu',
    props: { heading: 'Dlaczego Telewizja Horyzont', background: 'surface', columns: 2 },
    regions: {
      content: [
        {
          id: 'sekcja-przyklad-1',
          type: 'rich-text',
          props: {
            heading: 'Bez zobowiązań',
            html: '<p>Oferty online zamawiasz na miesiąc i <strong>rezygnujesz w każdej chwili</strong>, bez kar umownych.</p>',
          },
        },
        {
          id: 'sekcja-przyklad-2',
          type: 'rich-text',
          props: {
            heading: 'Na wszystkich ekranach',
            html: '<p>Oglądaj na telewizorze z dekoderem, w aplikacji Horyzont GO i w przeglądarce. <a href="/pomoc/urzadzenia">Lista urządzeń</a></p>',
          },
        },
      ],
    },
  },
  {
    title: 'Sekcja w kolorach marki z zagnieżdżoną sekcją',
    props: { heading: 'Pomoc techniczna', background: 'brand' },
    regions: {
      content: [
        {
          id: 'sekcja-przyklad-3',
          type: 'rich-text',
          props: { html: '<p>Konsultanci pomagają codziennie od 8:00 do 22:00.</p>' },
        },
        {
          id: 'sekcja-przyklad-4',
          type: 'section',
          props: { columns: 2 },
          regions: {
            content: [
              { id: 'sekcja-przyklad-5', type: 'rich-text', props: { html: '<p>Infolinia: <strong>800 000 000</strong></p>' } },
              { id: 'sekcja-przyklad-6', type: 'rich-text', props: { html: '<p>Czat: w Moim Horyzoncie</p>' } },
            ],
          },
        },
      ],
    },
  },
] satisfies BlockExample[];
