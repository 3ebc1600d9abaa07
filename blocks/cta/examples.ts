import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Pas z dwoma przyciskami w kolorach marki',
    props: {
      heading: 'Nie wiesz, który pakiet wybrać?',
      text: 'Nasi doradcy pomogą dobrać kanały i usługi. Rozmowa jest bezpłatna.',
      buttons: [
        { label: 'Zamów rozmowę', url: '/kontakt/zamow-rozmowe' },
        { label: 'Zobacz pakiety', url: '/oferta', variant: 'secondary' },
      ],
      theme: 'brand',
    },
  },
  {
    title: 'Jasny pas z jednym przyciskiem',
    props: {
      heading: 'Masz już Telewizję Horyzont?',
      text: 'Zaloguj się, aby sprawdzić faktury i dodać nowe usługi.',
      buttons: [{ label: 'Przejdź do Mojego Horyzontu', url: '/moj-horyzont' }],
    },
  },
] satisfies BlockExample[];
