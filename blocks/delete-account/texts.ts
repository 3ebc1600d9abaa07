/** Polish texts of the delete-account island, in one place. */
export const texts = {
  heading: 'Usuń konto',
  loading: 'Wczytujemy Twoje konto…',
  intro: (login: string) => `Usuwasz konto ${login}. Po usunięciu:`,
  consequences: [
    'nie zalogujesz się już tym adresem e-mail i hasłem, a my wylogujemy Cię z portalu na wszystkich urządzeniach,',
    'usuniemy Twoje dane klienta: adresy, zgody, zapisane metody płatności i koszyk,',
    'historii zamówień i dokumentów nie da się już przeglądać w portalu.',
  ],
  how: 'Usunięcie potwierdzisz na bezpiecznej stronie naszego serwisu tożsamości: podasz hasło i wpiszesz słowo USUŃ.',
  start: 'Przejdź do usunięcia konta',
  leaving: 'Przechodzimy do serwisu tożsamości…',
} as const;
