import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Wszystkie kanały na stronie kontaktu',
    props: {
      heading: 'Skontaktuj się z nami',
      hotline: { number: '801 234 567', note: 'Opłata zgodna z cennikiem Twojego operatora' },
      email: 'kontakt@horyzont.example',
      openingHours: 'Poniedziałek–piątek: 8:00–20:00\nSobota: 9:00–17:00',
      address: { name: 'Telewizja Horyzont sp. z o.o.', street: 'ul. Słoneczna 12', postalCode: '00950', city: 'Warszawa' },
    },
  },
  {
    title: 'Sama infolinia na stronie pomocy',
    props: { hotline: { number: '+48 22 555 01 23' }, openingHours: 'Codziennie 8:00–22:00' },
  },
] satisfies BlockExample[];
