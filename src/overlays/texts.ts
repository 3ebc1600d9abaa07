/** Polish texts of dialogs and sidebars. */
export const overlayTexts = {
  close: 'Zamknij',
} as const;
