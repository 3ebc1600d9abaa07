/**
 * Every message of the customer API's protocol the user sees (spec 8: the
 * client displays the server's text as is), in one place: missing or expired
 * sessions, XSRF, bodies the service cannot read. The service answers with
 * them, and mock mode with the very same words.
 */
export const messages = {
  notFound: 'Nie znaleziono usługi.',
  xsrf: 'Brak lub nieprawidłowy token XSRF. Odśwież stronę i spróbuj ponownie.',
  crossSite: 'Odrzucono żądanie wysłane z innej witryny.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  signInRequired: 'Zaloguj się, aby skorzystać z tej usługi.',
  geoBlocked: 'Usługa jest dostępna wyłącznie w Polsce.',
  tooManySessions: 'Z tego adresu rozpoczęto zbyt wiele sesji. Spróbuj ponownie za kilka minut.',
  tooManyEvents: 'Zbyt wiele zdarzeń wysłanych z tego adresu. Spróbuj ponownie za kilka minut.',
  payloadTooLarge: 'Przesłane dane są zbyt duże.',
  unsupportedMediaType: 'Nieobsługiwany format danych. Wyślij dane w formacie JSON (application/json).',
  invalidJson: 'Przesłane dane nie są poprawnym dokumentem JSON.',
  unsupportedCharset: 'Nieobsługiwane kodowanie znaków. Wyślij dane JSON w kodowaniu UTF-8.',
  emptyJson: 'Brak przesłanych danych, choć nagłówek zapowiada dokument JSON.',
  unstorableText: 'Przesłane dane zawierają niedozwolony znak (NUL lub niepełny znak Unicode).',
  badUrl: 'Nieprawidłowy adres żądania.',
  badRequest: 'Nieprawidłowe żądanie.',
  headersTooLarge: 'Adres lub nagłówki żądania są zbyt długie.',
  requestTimeout: 'Żądanie nie dotarło w całości na czas. Spróbuj ponownie.',
  methodNotAllowed: 'Ta metoda nie jest obsługiwana przez usługę.',
  unavailable: 'Serwer jest zamykany. Spróbuj ponownie za chwilę.',
  unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.',
} as const;
