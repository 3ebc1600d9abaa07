import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Obraz z podpisem',
    props: {
      src: '/images/dekoder.svg',
      width: 800,
      height: 500,
      alt: 'Dekoder Horyzont Box 4K z pilotem',
      caption: 'Dekoder Horyzont Box 4K nagrywa do czterech programów jednocześnie.',
    },
  },
  {
    title: 'Obraz dekoracyjny (szeroki, zmniejszany do 1024 px)',
    props: { src: '/images/hero-salon.svg', width: 1200, height: 675, decorative: true },
  },
] satisfies BlockExample[];
