/** Polish texts of the account activation stage, in one place. */
export const texts = {
  heading: 'Aktywacja konta',
  loading: 'Wczytujemy Twoje zamówienie…',
  order: (id: string) => `Numer zamówienia: ${id}`,
  paid: 'Zamówienie jest opłacone. Zamówione usługi:',
  active: 'Twoje konto Telewizji Horyzont jest aktywne. Aktywuj zamówione usługi – zaczniesz je oglądać od razu.',
  inactive:
    'Twoje konto Telewizji Horyzont nie jest jeszcze aktywne, więc nie możemy włączyć zamówionych usług. Zamówienie jest zapisane. Zadzwoń na infolinię 801 234 567 (codziennie 8:00–22:00) – konsultant aktywuje konto, a potem wrócisz tu, by aktywować usługi.',
  activate: 'Aktywuj',
  leaving: 'Przechodzimy dalej…',
  noOrder: 'Nie masz zamówienia czekającego na aktywację.',
  backToOrder: 'Wróć do swojego zamówienia',
  choosePackage: 'Wybierz pakiet',
} as const;
