import { jsonLdText } from '#security/json-ld.ts';

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
  return jsonLdText(data);
}
