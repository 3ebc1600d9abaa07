import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Akapit z listą i odnośnikiem',
    props: {
      heading: 'Jak zamówić pakiet',
      html: '<p>Wybierz pakiet, dodaj usługi i <a href="/oferta-online/konfiguracja">przejdź do konfiguracji</a>.</p><ul><li>bez wychodzenia z domu</li><li>płatność kartą lub kodem</li></ul>',
    },
  },
] satisfies BlockExample[];
