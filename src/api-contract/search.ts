import './zod-config.ts';
import { z } from 'zod';
import { freeText } from './free-text.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';

/**
 * Support search (spec 7: the search GET with a query, and the search POST to
 * a search index with the subset of the Elasticsearch query the portal
 * sends). Both answer the engine's shape – hits with their _source, the
 * highlights and the hits per support category – inside the envelope's data,
 * whichever engine serves them (the embedded index or an OpenSearch cluster).
 */

/** Longer queries are refused: nobody types more into a search field, and every word costs a look-up per keystroke. */
export const MAX_QUERY_LENGTH = 200;
/** Results per request; the results page pages through them. */
export const MAX_PAGE_SIZE = 50;
/** Deepest result reachable by paging (as far as anyone reads). */
export const MAX_FROM = 1000;
/** The index the embedded engine serves, and the cluster's default (SEARCH_INDEX). */
export const DEFAULT_SEARCH_INDEX = 'pomoc';

/** The fields searched and their weights: the keyphrase and the title over the meta description. */
export const SEARCH_FIELDS = ['keyphrase^3', 'title^3', 'metaDesc^1.5'] as const;

export const searchMessages = {
  queryTooLong: `Zapytanie może mieć najwyżej ${MAX_QUERY_LENGTH} znaków.`,
  size: `Liczba wyników musi być liczbą całkowitą od 1 do ${MAX_PAGE_SIZE}.`,
  from: `Przesunięcie wyników musi być liczbą całkowitą od 0 do ${MAX_FROM}.`,
  category: 'Nieprawidłowa kategoria pomocy.',
  field: 'Pole wyszukiwania: keyphrase, title lub metaDesc, z wagą po ^ (np. title^3).',
  unknownIndex: 'Nie ma takiego indeksu wyszukiwania.',
  unavailable: 'Wyszukiwarka jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
} as const;

const queryText = freeText('zapytanie').max(MAX_QUERY_LENGTH, { error: searchMessages.queryTooLong });
const categorySlug = z.string().regex(/^[a-z0-9-]{1,64}$/, { error: searchMessages.category });
const size = z.int({ error: searchMessages.size }).min(1, { error: searchMessages.size }).max(MAX_PAGE_SIZE, { error: searchMessages.size });
const from = z.int({ error: searchMessages.from }).min(0, { error: searchMessages.from }).max(MAX_FROM, { error: searchMessages.from });

export const searchQuerySchema = z.strictObject({
  query: doc(queryText, 'What the visitor typed (Polish: inflected forms, missing diacritics and typos are found).'),
  size: doc(z.coerce.number().pipe(size).default(10), `Results per page (1–${MAX_PAGE_SIZE}, default 10).`),
  from: doc(z.coerce.number().pipe(from).default(0), 'Results skipped (paging, default 0).'),
  category: doc(categorySlug.optional(), 'Only hits of this support category (its slug); the aggregation still counts every category.'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

const fieldSchema = z.string().regex(/^(keyphrase|title|metaDesc)(\^(?:[0-9]{1,2})(?:\.[0-9]{1,2})?)?$/, { error: searchMessages.field });

const multiMatchSchema = z.strictObject({
  query: queryText,
  fields: z.array(fieldSchema).min(1).max(3).optional(),
  fuzziness: z.literal('AUTO').optional(),
});

const categoryFilterSchema = z.strictObject({ term: z.strictObject({ supportCategories: categorySlug }) });

export const elasticSearchBodySchema = named(
  z.strictObject({
    query: z.union([
      z.strictObject({ multi_match: multiMatchSchema }),
      z.strictObject({
        bool: z.strictObject({ must: z.strictObject({ multi_match: multiMatchSchema }), filter: z.array(categoryFilterSchema).max(1).optional() }),
      }),
    ]),
    size: size.optional(),
    from: from.optional(),
  }),
  'SearchRequest',
  'The part of an Elasticsearch query the portal sends: a fuzzy multi_match over keyphrase, title and metaDesc with their boosts, optionally inside bool with one support-category term filter.',
);
export type ElasticSearchBody = z.output<typeof elasticSearchBodySchema>;

const fragments = z.array(z.string());

export const searchHitSchema = z.object({
  _id: doc(z.string(), 'The page’s path.'),
  _score: z.number(),
  _source: z.object({ title: z.string(), metaDesc: z.string(), uri: z.string(), supportCategories: z.array(z.string()) }),
  highlight: doc(
    z.object({ title: fragments.optional(), metaDesc: fragments.optional(), keyphrase: fragments.optional() }),
    'HTML-escaped text with the matched words inside <mark>…</mark>; nothing else is markup.',
  ),
});
export type SearchHit = z.output<typeof searchHitSchema>;

export const searchAnswerSchema = named(
  z.object({
    took: doc(z.number(), 'Milliseconds the engine spent.'),
    hits: z.object({ total: z.object({ value: z.number(), relation: z.enum(['eq', 'gte']) }), hits: z.array(searchHitSchema) }),
    aggregations: z.object({
      supportCategories: doc(
        z.object({ buckets: z.array(z.object({ key: z.string(), doc_count: z.number() })) }),
        'Matches per support category, counted before the category filter.',
      ),
    }),
  }),
  'SearchAnswer',
  'Hits of a search in the engine’s shape.',
);
export type SearchAnswer = z.output<typeof searchAnswerSchema>;

const example: z.input<typeof searchAnswerSchema> = {
  took: 1,
  hits: {
    total: { value: 1, relation: 'eq' },
    hits: [
      {
        _id: '/pomoc/platnosci/jak-dodac-karte',
        _score: 12.5,
        _source: {
          title: 'Jak dodać lub zmienić kartę płatniczą',
          metaDesc: 'Kartę płatniczą dodasz w Moim koncie. Dane karty przechowuje operator płatności, nie zapisujemy ich w serwisie.',
          uri: '/pomoc/platnosci/jak-dodac-karte',
          supportCategories: ['platnosci'],
        },
        highlight: {
          title: ['Jak dodać lub zmienić <mark>kartę</mark> płatniczą'],
          keyphrase: ['<mark>płatność</mark> <mark>kartą</mark> dodanie <mark>karty</mark>'],
        },
      },
    ],
  },
  aggregations: { supportCategories: { buckets: [{ key: 'platnosci', doc_count: 1 }] } },
};

const TAG = 'search';

export const searchOperations = {
  search: defineOperation({
    method: 'GET',
    call: 'search',
    tag: TAG,
    summary: 'Searches help articles and content pages',
    description:
      'The header’s search and the results page, per keystroke: no session is read or stored. Polish-aware (diacritics folded, stemmed, typo-tolerant, ' +
      `the last word as a prefix); keyphrase and title weigh over metaDesc. A query of only punctuation or markup finds nothing; more than ${MAX_QUERY_LENGTH} characters: 400.`,
    access: 'public',
    query: searchQuerySchema,
    data: searchAnswerSchema,
    examples: { data: example },
  }),
  indexSearch: defineOperation({
    method: 'POST',
    call: 'search/:index/_search',
    tag: TAG,
    summary: 'Searches an index with an Elasticsearch query',
    description:
      `The search POST of spec 7: the subset of the Elasticsearch query the portal sends (multi_match over ${SEARCH_FIELDS.join(', ')} with fuzziness AUTO, size, from; ` +
      'optionally bool with a supportCategories term filter). Reads nothing but the index, so no XSRF token is needed. An unknown index: 404.',
    access: 'public',
    xsrf: false,
    params: z.strictObject({ index: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: searchMessages.unknownIndex }) }),
    body: elasticSearchBodySchema,
    data: searchAnswerSchema,
    errors: [404],
    examples: { data: example, errors: { 404: searchMessages.unknownIndex } },
  }),
} satisfies Record<string, AnyOperation>;
