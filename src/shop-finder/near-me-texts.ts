/** „Najbliżej mnie”'s texts, part of shopFinderTexts (texts.ts): apart, so the code loaded on pressing the button carries only these. */
export const nearMeTexts = {
  button: 'Najbliżej mnie',
  locating: 'Ustalamy Twoje położenie…',
  sorted: (name: string, distance: string) => `Salony ułożone od najbliższego. Najbliżej jest ${name}, ${distance} od Ciebie.`,
  distance: (distance: string) => `${distance} od Ciebie`,
  denied: 'Nie mamy zgody na ustalenie Twojego położenia. Zezwól na to w przeglądarce albo wpisz miasto lub kod pocztowy.',
  unavailable: 'Nie udało się ustalić Twojego położenia. Wpisz miasto lub kod pocztowy.',
};
