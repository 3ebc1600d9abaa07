/** Polish texts of the OTT offer slider. */
export const sliderTexts = {
  listLabel: (heading: string | undefined) => (heading ? `Slajdy: ${heading}` : 'Slajdy z ofertami online'),
};
