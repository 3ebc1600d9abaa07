/**
 * The documents shown next to offers (spec 7 offerDocument/all, spec 3
 * "Document", spec 5 "Downgradable documents need status ACTIVE and
 * downgradeavailable"). A document is shown in a context when it is ACTIVE
 * and flagged for it: summaryavailable in the shop's summary,
 * selfcareavailable in self-care, downgradeavailable in a package change.
 *
 * Offer documents are those an offer's product list names, for the offers
 * asked about, each with the article codes that bring it. General documents
 * (the contract template, the withdrawal form: documents no offer names)
 * apply to every sale, so they are always listed when available in the context.
 */

export const DOCUMENT_CONTEXTS = ['summary', 'selfcare', 'downgrade'] as const;
export type DocumentContext = (typeof DOCUMENT_CONTEXTS)[number];

export interface DocumentFlags {
  status: string;
  summaryavailable: boolean;
  selfcareavailable: boolean;
  downgradeavailable: boolean;
}

export interface CatalogueDocument extends DocumentFlags {
  id: string;
}

export interface DocumentOffer {
  code: string;
  productlist: ReadonlyArray<{ articlecode: string; documents: readonly string[] }>;
}

export interface SelectedDocument<D extends CatalogueDocument> {
  document: D;
  source: 'offer' | 'general';
  /** The articles of the asked offers that come with it (empty for general documents). */
  articleCodes: string[];
}

export function availableIn(document: DocumentFlags, context: DocumentContext): boolean {
  if (document.status !== 'ACTIVE') return false;
  if (context === 'summary') return document.summaryavailable;
  if (context === 'selfcare') return document.selfcareavailable;
  return document.downgradeavailable;
}

export function offerDocuments<D extends CatalogueDocument>(input: {
  documents: readonly D[];
  /** Every offer of the catalogue: a document none of them names is a general one. */
  offers: readonly DocumentOffer[];
  offerCodes: readonly string[];
  context: DocumentContext;
}): SelectedDocument<D>[] {
  const { documents, offers, context } = input;
  const byId = new Map(documents.map((document) => [document.id, document]));
  const named = new Set(offers.flatMap((offer) => offer.productlist.flatMap((entry) => entry.documents)));

  const selected = new Map<string, SelectedDocument<D>>();
  for (const code of new Set(input.offerCodes)) {
    const offer = offers.find((candidate) => candidate.code === code);
    for (const entry of offer?.productlist ?? []) {
      for (const id of entry.documents) {
        const document = byId.get(id);
        if (!document || !availableIn(document, context)) continue;
        const current = selected.get(id) ?? { document, source: 'offer' as const, articleCodes: [] };
        if (!current.articleCodes.includes(entry.articlecode)) current.articleCodes.push(entry.articlecode);
        selected.set(id, current);
      }
    }
  }
  const general = documents
    .filter((document) => !named.has(document.id) && availableIn(document, context))
    .map((document): SelectedDocument<D> => ({ document, source: 'general', articleCodes: [] }));
  return [...selected.values(), ...general];
}
