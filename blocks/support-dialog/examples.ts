import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Informacje prawne oferty',
    props: {
      dialog: 'legals',
      label: 'Informacje prawne',
      html: '<p>Cena promocyjna obowiązuje przez 12 miesięcy od aktywacji. Szczegóły w regulaminie promocji.</p>',
    },
  },
  {
    title: 'Dekodery',
    props: {
      dialog: 'decoders',
      label: 'Jakie dekodery obsługują pakiet?',
      html: '<p>Pakiet działa na dekoderach HD 4000 i 4K Box.</p>',
      appearance: 'button',
    },
  },
  { title: 'Kontakt w sprawie oferty', props: { dialog: 'lead', label: 'Zapytaj o ofertę', offerTitle: 'Komfort', appearance: 'button' } },
  { title: 'Oferta dla firm', props: { dialog: 'corporate', label: 'Zapytaj o ofertę dla firm', fallbackUrl: '/dla-firm' } },
] satisfies BlockExample[];
