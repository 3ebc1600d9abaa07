/** Polish UI text shared by content blocks. */
export const NEW_TAB_NOTE = '(otwiera się w nowej karcie)';

/** The offer blocks' price line (OfferPrice.astro). */
export const offerPriceTexts = {
  perMonth: '/mies.',
  promoPrice: 'Cena promocyjna:',
  regularPrice: 'Cena regularna:',
};
