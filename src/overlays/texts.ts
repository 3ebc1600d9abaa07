/** Polish texts of dialogs and sidebars. */
export const overlayTexts = {
  close: 'Zamknij',
  back: 'Wróć',
  dragHint: 'Przeciągnij, aby przesunąć okno',
} as const;
