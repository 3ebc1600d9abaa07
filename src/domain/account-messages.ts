/**
 * Messages the account calls show users (spec 8: the client displays the
 * server's text as is), in one place: the customer API service and mock
 * mode answer with the same words.
 */
export const accountMessages = {
  notSignedIn: 'Nie jesteś zalogowany.',
  sessionEnded: 'Sesja wygasła. Zaloguj się ponownie.',
  returnPath: 'Nieprawidłowe pole „path”: oczekiwano ścieżki w portalu, zaczynającej się od „/”.',
  icaPageUnavailable: 'Ta zmiana danych logowania nie jest obecnie dostępna. Skontaktuj się z obsługą klienta.',
  notYourAccount: 'Nie znaleziono abonamentu o podanym numerze na Twoim koncie.',
  unknownSubject: 'Nieprawidłowe pole „subjectCode”: wybierz temat wiadomości z listy.',
  tooManyMessages: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za godzinę.',
  tooManyRatings: 'Oceniono zbyt wiele artykułów. Spróbuj ponownie później.',
  unknownContent: 'Nie znaleziono materiału o podanym identyfikatorze.',
} as const;
