/** Polish texts of the delete-account island, in one place. */
export const texts = {
  heading: 'Usuń konto',
  loading: 'Wczytujemy Twoje konto…',
  intro: (login: string) => `Usuwasz konto ${login}. Co się stanie:`,
  consequences: [
    'wylogujemy Cię z portalu na wszystkich urządzeniach, a konto usuniemy po 14 dniach – jeśli wcześniej zmienisz zdanie, po prostu się zaloguj,',
    'po 14 dniach zakończą się Twoje usługi; jeśli umowa ma okres zobowiązania (jego koniec pokazuje „Moje usługi”), obowiązują określone w niej warunki przedterminowego rozwiązania,',
    'usuniemy Twoje dane osobowe: imię i nazwisko, adres e-mail, adresy, telefon, zgody, zapisane metody płatności i wiadomości,',
    'zamówienia i płatności zachowamy bez Twoich danych osobowych, bo przepisy podatkowe każą je przechowywać.',
  ],
  takeData: 'Zanim usuniesz konto, możesz pobrać swoje dane w formacie JSON.',
  download: 'Pobierz moje dane',
  downloading: 'Przygotowujemy Twoje dane…',
  downloaded: 'Pobrano plik z Twoimi danymi.',
  how: 'Usunięcie potwierdzisz na bezpiecznej stronie naszego serwisu tożsamości: podasz hasło i wpiszesz słowo USUŃ.',
  start: 'Przejdź do usunięcia konta',
  leaving: 'Przechodzimy do serwisu tożsamości…',
} as const;

/** The name of the downloaded file. */
export const EXPORT_FILE_NAME = 'horyzont-moje-dane.json';
