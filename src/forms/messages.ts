/**
 * What the forms' service tells a person (Polish, shown as is), in one
 * place: the API answers with it, mock mode with the very same words, and
 * the page rendered for a form sent without JavaScript too.
 */
export const formMessages = {
  tooMany: 'Wysłano zbyt wiele formularzy z tego adresu sieci lub z tym adresem e-mail. Spróbuj ponownie za godzinę.',
  slotTaken: 'Nieprawidłowe pole „slot”: ten termin jest już zajęty, wybierz inną godzinę lub dzień.',
  slotPassed: 'Nieprawidłowe pole „slot”: ten termin już minął lub zaczyna się za mniej niż godzinę, wybierz późniejszy.',
  refusedPageTitle: 'Popraw formularz',
  refusedPageIntro: 'Nie wysłaliśmy formularza: popraw pola opisane poniżej i wyślij go ponownie.',
  back: 'Wróć do strony',
} as const;
