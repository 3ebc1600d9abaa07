/** schema.org FAQPage for search engines, from already sanitised answers. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  // Inside <script> a literal "</script" or "<!--" would end or break the block: escape every "<".
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
