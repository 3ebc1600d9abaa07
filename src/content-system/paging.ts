// Errors are made with yoga's createGraphQLError so yoga recognises them as
// client errors (not masked), even where two copies of graphql are loaded.
import { createGraphQLError } from 'graphql-yoga';

/** Largest page a client may ask for (spec section 9: content build page size 200). */
export const MAX_PAGE_SIZE = 200;

export type PagingArgs = { first?: number | null; after?: string | null; offset?: number | null };

export type Connection<T> = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: T }[];
  nodes: T[];
};

// Cursors are opaque to clients; inside they are positions, which is what
// lets `offset` and `after` address the same list.
const encodeCursor = (position: number) => Buffer.from(`pozycja:${position}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^pozycja:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw createGraphQLError(`Nieprawidłowy kursor „${cursor}”`, { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}

/** Slices a list into a connection page: `first` items from `offset`, or after the `after` cursor. */
export function connection<T>(items: readonly T[], { first, after, offset }: PagingArgs): Connection<T> {
  const size = first ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE)
    throw createGraphQLError(`Argument first: od 0 do ${MAX_PAGE_SIZE}`, { extensions: { code: 'BAD_USER_INPUT' } });
  if (after != null && offset != null)
    throw createGraphQLError('Argumentów after i offset nie można łączyć', { extensions: { code: 'BAD_USER_INPUT' } });
  if (offset != null && (!Number.isInteger(offset) || offset < 0))
    throw createGraphQLError('Argument offset: liczba całkowita nieujemna', { extensions: { code: 'BAD_USER_INPUT' } });
  const start = after != null ? decodeCursor(after) + 1 : (offset ?? 0);
  const slice = items.slice(start, start + size);
  const edges = slice.map((node, i) => ({ cursor: encodeCursor(start + i), node }));
  return {
    totalCount: items.length,
    pageInfo: { hasNextPage: start + slice.length < items.length, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
    nodes: slice,
  };
}
