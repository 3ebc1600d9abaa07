import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Formularz kontaktowy', props: { kind: 'contact', heading: 'Napisz do nas', intro: 'Odpowiemy w ciągu 2 dni roboczych.' } },
  { title: 'Oferta dla firm', props: { kind: 'corporate', heading: 'Zapytaj o ofertę dla firmy' } },
  { title: 'Kontakt w sprawie oferty', props: { kind: 'lead', heading: 'Zamów rozmowę o pakiecie Komfort', offerTitle: 'Komfort' } },
  { title: 'Zamówienie rozmowy (klienci na kartę)', props: { kind: 'book-a-call', heading: 'Zamów rozmowę', variant: 'prepaid' } },
] satisfies BlockExample[];
