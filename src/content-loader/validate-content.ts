import type { z } from 'zod';
import {
  siteSchema,
  templateRegions,
  type Bundle,
  type CatalogueProduct,
  type ContentDocument,
  type EventConfig,
  type MetaProduct,
  type Offer,
  type Page,
  type Salon,
  type Site,
  type SupportCategory,
} from '#content-schema/index.ts';
import type { BlockDefinition } from '#registry/define-block.ts';
import { problemsFromZod, validateTree, type ContentProblem } from '#registry/validate.ts';
import { listCollectionNames, listCollections, type ListCollectionName } from './collections.ts';
import type { FetchedContent } from './fetch-content.ts';
import { redirectDestinationProblem } from './redirect-rules.ts';

export type Content = {
  site: Site;
  pages: Page[];
  offers: Offer[];
  products: CatalogueProduct[];
  bundles: Bundle[];
  metaProducts: MetaProduct[];
  eventConfigs: EventConfig[];
  supportCategories: SupportCategory[];
  documents: ContentDocument[];
  salons: Salon[];
};

export type ValidationResult = {
  content: Content;
  /** Fail the build. */
  problems: ContentProblem[];
  /** Dev only: invalid blocks replaced by diagnostic blocks, shown in place and logged. */
  diagnosed: ContentProblem[];
};

const SITE = 'ustawienia serwisu';

const describe = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Validates everything fetched, once: each entity against its zod schema,
 * each page's block tree against the block registry and its template's
 * regions, unique ids and paths, references between collections and the
 * redirect rules. Collects every problem instead of stopping at the first.
 */
export function validateContent(
  fetched: FetchedContent,
  definitions: Record<string, BlockDefinition>,
  options: { diagnose?: boolean } = {},
): ValidationResult {
  const problems: ContentProblem[] = [];
  const diagnosed: ContentProblem[] = [];
  const content = {} as Record<string, unknown>;

  // Site settings.
  const site = siteSchema.safeParse(fetched.site);
  if (site.success) {
    content.site = site.data;
    const sources = new Set<string>();
    site.data.redirects.forEach((rule, i) => {
      const at = `redirects[${i}]`;
      const problem = redirectDestinationProblem(rule.destination, site.data.allowedRedirectHosts);
      if (problem) problems.push({ page: SITE, path: at, field: 'destination', message: problem });
      if (rule.destination === rule.source)
        problems.push({ page: SITE, path: at, field: 'destination', message: 'Przekierowanie prowadzi do samego siebie' });
      if (sources.has(rule.source)) problems.push({ page: SITE, path: at, field: 'source', message: `Repeated redirect source "${rule.source}"` });
      sources.add(rule.source);
    });
  } else problems.push(...problemsFromZod(site.error, SITE, 'site'));

  // Lists: schema and unique keys.
  for (const name of listCollectionNames) {
    const { schema, key, entity } = listCollections[name];
    const seen = new Map<string, number>();
    const valid: unknown[] = [];
    fetched[name].forEach((raw, i) => {
      const id = describe(raw[key]);
      const who = name === 'pages' ? (describe(raw.path) ?? id ?? `#${i + 1}`) : `${entity} ${id ?? `#${i + 1}`}`;
      const at = name === 'pages' ? '(strona)' : `${name}[${i}]`;
      const parsed = (schema as z.ZodType).safeParse(raw);
      if (!parsed.success) return void problems.push(...problemsFromZod(parsed.error, who, at));
      if (id !== undefined && seen.has(id)) {
        problems.push({ page: who, path: at, field: key, message: `Repeated id "${id}" (also entry ${seen.get(id)! + 1})` });
        return;
      }
      if (id !== undefined) seen.set(id, i);
      valid.push(parsed.data);
    });
    content[name] = valid;
  }

  // Pages: block trees, unique paths.
  const paths = new Map<string, string>();
  content.pages = (content.pages as Page[]).map((page) => {
    const other = paths.get(page.path);
    if (other) problems.push({ page: page.path, path: '(page)', field: 'path', message: `The path is also the page "${other}"` });
    paths.set(page.path, page.id);
    const tree = validateTree(page.regions, definitions, page.path, { diagnose: options.diagnose, allowedRegions: templateRegions(page.template) });
    (options.diagnose ? diagnosed : problems).push(...tree.problems);
    return { ...page, regions: tree.regions };
  });

  problems.push(...referenceProblems(content as Content));
  return { content: content as Content, problems, diagnosed };
}

/** Codes and ids one collection takes from another must exist there. */
function referenceProblems(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const has = (list: Array<Record<string, unknown>>, key: string) => new Set(list.map((e) => e[key] as string));
  const products = has(content.products, 'articlecode');
  const documents = has(content.documents, 'id');
  const categories = has(content.supportCategories, 'id');
  const missing = (who: string, path: string, field: string, set: Set<string>, value: string, what: string) => {
    if (!set.has(value)) problems.push({ page: who, path, field, message: `Nie ma ${what} „${value}”` });
  };
  const index = (name: ListCollectionName, i: number) => `${name}[${i}]`;

  content.offers.forEach((offer, i) => {
    const who = `oferta ${offer.code}`;
    missing(who, index('offers', i), 'article.articlecode', products, offer.article.articlecode, 'produktu');
    offer.productlist.forEach((item, j) => {
      missing(who, index('offers', i), `productlist.${j}.articlecode`, products, item.articlecode, 'produktu');
      item.documents.forEach((doc, k) => missing(who, index('offers', i), `productlist.${j}.documents.${k}`, documents, doc, 'dokumentu'));
    });
  });
  content.bundles.forEach((bundle, i) =>
    bundle.relationship.forEach((rel, j) =>
      missing(`pakiet ${bundle.id}`, index('bundles', i), `relationship.${j}.articlecode`, products, rel.articlecode, 'produktu'),
    ),
  );
  content.metaProducts.forEach((meta, i) =>
    meta.metaproductCodes.forEach((code, j) =>
      missing(`metaprodukt ${meta.id}`, index('metaProducts', i), `metaproductCodes.${j}`, products, code, 'produktu'),
    ),
  );
  content.eventConfigs.forEach((event, i) =>
    missing(`wydarzenie ${event.id}`, index('eventConfigs', i), 'articleCode', products, event.articleCode, 'produktu'),
  );
  for (const page of content.pages)
    page.supportCategories.forEach((id, j) => missing(page.path, '(strona)', `supportCategories.${j}`, categories, id, 'kategorii pomocy'));
  return problems;
}
