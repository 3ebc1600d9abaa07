import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Baner strony głównej z obrazem i dwoma przyciskami',
    props: {
      heading: 'Telewizja Horyzont: ponad 150 kanałów i filmy na życzenie',
      level: 1,
      lead: 'Wybierz pakiet dopasowany do Ciebie, oglądaj na telewizorze, telefonie i komputerze. Pierwszy miesiąc za 1 zł.',
      image: { src: '/images/hero-salon.svg', width: 1200, height: 675, alt: '' },
      buttons: [
        { label: 'Wybierz pakiet', url: '/oferta-online/konfiguracja' },
        { label: 'Porównaj oferty', url: '/oferta', variant: 'secondary' },
      ],
      theme: 'brand',
    },
  },
  {
    title: 'Jasny baner wyśrodkowany, bez obrazu',
    props: {
      heading: 'Centrum pomocy',
      lead: 'Odpowiedzi na najczęstsze pytania o płatności, dekodery i aplikację Horyzont GO.',
      buttons: [{ label: 'Skontaktuj się z nami', url: '/pomoc/kontakt' }],
      theme: 'light',
      align: 'center',
    },
  },
  {
    title: 'Ciemny baner z odnośnikiem otwieranym w nowej karcie',
    props: {
      heading: 'Horyzont GO na telefon',
      lead: 'Pobierz aplikację i oglądaj ulubione kanały w podróży.',
      buttons: [{ label: 'Instrukcja instalacji', url: 'https://pomoc.horyzont.example/aplikacja', newTab: true }],
      theme: 'dark',
    },
  },
] satisfies BlockExample[];
