import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Trzy karty z obrazami i odnośnikami',
    props: {
      heading: 'Dodatki do każdego pakietu',
      columns: 3,
      cards: [
        {
          title: 'Horyzont Sport',
          text: 'Piłka nożna, siatkówka i żużel na żywo w jakości 4K.',
          image: { src: '/images/oferta-sport.svg', width: 640, height: 360, alt: '' },
          link: { label: 'Pakiet Horyzont Sport', url: '/oferta/sport' },
        },
        {
          title: 'Horyzont Kino',
          text: 'Premiery filmowe co tydzień i ponad 2000 tytułów na życzenie.',
          image: { src: '/images/oferta-filmy.svg', width: 640, height: 360, alt: '' },
          link: { label: 'Pakiet Horyzont Kino', url: '/oferta/kino' },
        },
        {
          title: 'Horyzont Junior',
          text: 'Bajki i programy edukacyjne bez reklam, z kontrolą rodzicielską.',
          image: { src: '/images/oferta-dzieci.svg', width: 640, height: 360, alt: '' },
          link: { label: 'Pakiet Horyzont Junior', url: '/oferta/junior' },
        },
      ],
    },
  },
  {
    title: 'Cztery karty tekstowe bez nagłówka',
    props: {
      columns: 4,
      cards: [
        { title: 'Bez umowy', text: 'Oferta na miesiąc, rezygnujesz w dowolnym momencie.' },
        { title: 'Na 5 urządzeniach', text: 'Telewizor, telefon, tablet i komputer na jednym koncie.' },
        { title: 'Nagrywanie w chmurze', text: '100 godzin nagrań dostępnych przez 30 dni.' },
        {
          title: 'Pomoc 24/7',
          text: 'Konsultanci odpowiadają przez czat i telefon.',
          link: { label: 'Kontakt z obsługą', url: '/pomoc/kontakt' },
        },
      ],
    },
  },
] satisfies BlockExample[];
