import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Pytania o telewizję online',
    props: {
      heading: 'Najczęściej zadawane pytania',
      openFirst: true,
      items: [
        {
          question: 'Na ilu urządzeniach mogę oglądać Horyzont GO?',
          answer: '<p>Jednocześnie na dwóch urządzeniach w pakiecie Start i na trzech w pakietach Film i Sport.</p>',
        },
        {
          question: 'Czy mogę zrezygnować w dowolnym momencie?',
          answer:
            '<p>Tak, jeśli wybrałeś ofertę <strong>bez zobowiązania</strong>. Usługę wyłączysz w <a href="/moje-konto/moje-uslugi">Moich usługach</a>.</p>',
        },
        {
          question: 'Jak mogę zapłacić?',
          answer: '<ul><li>kartą płatniczą,</li><li>kodem BLIK,</li><li>w rachunku operatora komórkowego.</li></ul>',
        },
      ],
    },
  },
] satisfies BlockExample[];
