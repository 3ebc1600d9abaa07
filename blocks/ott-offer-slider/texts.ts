/** Polish texts of the OTT offer slider. */
export const sliderTexts = {
  perMonth: '/mies.',
  promoPrice: 'Cena promocyjna:',
  regularPrice: 'Cena regularna:',
  listLabel: (heading: string | undefined) => (heading ? `Slajdy: ${heading}` : 'Slajdy z ofertami online'),
};
