import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Informacja z odnośnikiem',
    props: {
      title: 'Nowa aplikacja Horyzont GO',
      text: 'Od 1 marca aplikację na telewizory pobierzesz ze sklepu z aplikacjami Twojego telewizora.',
      link: { label: 'Sprawdź, jak zainstalować', url: '/pomoc/aplikacja/instalacja' },
    },
  },
  {
    title: 'Ostrzeżenie o pracach serwisowych',
    props: {
      tone: 'warning',
      title: 'Prace serwisowe w nocy z 14 na 15 marca',
      text: 'W godzinach 1:00–4:00 logowanie do Mojego konta może być niedostępne.\nOglądanie telewizji działa bez zmian.',
    },
  },
  { title: 'Potwierdzenie', props: { tone: 'success', title: 'Zgłoszenie przyjęte', text: 'Skontaktujemy się z Tobą w ciągu 2 dni roboczych.' } },
  { title: 'Błąd', props: { tone: 'error', title: 'Oferta niedostępna', text: 'Ta promocja zakończyła się 31 stycznia.' } },
] satisfies BlockExample[];
