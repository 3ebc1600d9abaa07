import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Salony z mapą (filtr i stan „otwarte teraz” działają na stronie renderowanej na żądanie, np. /salony)', props: {} },
  { title: 'Sama lista, nagłówek trzeciego poziomu', props: { heading: 'Salony w Twojej okolicy', headingLevel: 3, map: false } },
] satisfies BlockExample[];
