import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * One mapping between PostgreSQL values and JavaScript values, used by both
 * drivers so code above the database layer never sees a difference:
 * - numeric → string ('39.99'): money stays exact, decimal.js reads it;
 * - int8 → number, rejected beyond Number.MAX_SAFE_INTEGER instead of silently rounded;
 * - date → 'YYYY-MM-DD' string: a calendar day is not an instant, so no time zone can shift it;
 * - timestamptz / timestamp → Date (node-postgres' parser in both drivers);
 * - json / jsonb → parsed value.
 * Arrays of these types parse their elements the same way.
 */

export type TextParser = (text: string) => unknown;

const OID = {
  INT8: 20,
  JSON: 114,
  DATE: 1082,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  NUMERIC: 1700,
  JSONB: 3802,
} as const;

/** Array type oid → element type oid, for the element types mapped below. */
const ARRAY_ELEMENT: Readonly<Record<number, number>> = {
  1016: OID.INT8,
  199: OID.JSON,
  1182: OID.DATE,
  1115: OID.TIMESTAMP,
  1185: OID.TIMESTAMPTZ,
  1231: OID.NUMERIC,
  3807: OID.JSONB,
};

function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is outside JavaScript's safe integer range; cast it to text in the query`);
  }
  return value;
}

const keepText: TextParser = (text) => text;

export const textParsers: Readonly<Record<number, TextParser>> = {
  [OID.INT8]: parseInt8,
  [OID.NUMERIC]: keepText,
  [OID.DATE]: keepText,
  [OID.TIMESTAMP]: pg.types.getTypeParser(OID.TIMESTAMP, 'text') as TextParser,
  [OID.TIMESTAMPTZ]: pg.types.getTypeParser(OID.TIMESTAMPTZ, 'text') as TextParser,
  [OID.JSON]: JSON.parse,
  [OID.JSONB]: JSON.parse,
};

/** node-postgres hook: our parsers for the mapped types and their arrays, pg's defaults otherwise. */
export function pgTypeParser(oid: number, format?: 'text' | 'binary'): TextParser {
  if (format === undefined || format === 'text') {
    const scalar = textParsers[oid];
    if (scalar) return scalar;
    const element = ARRAY_ELEMENT[oid];
    const elementParser = element === undefined ? undefined : textParsers[element];
    if (elementParser) return (text) => pgliteTypes.arrayParser(text, elementParser, oid);
  }
  return pg.types.getTypeParser(oid, format) as TextParser;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Parameters as both drivers receive them identically: undefined → null,
 * Date → ISO instant, bigint → text, a plain object → JSON text, and an
 * instance with its own text form (decimal.js, URL) → that text (node-postgres
 * would JSON-encode it with quotes). Arrays stay arrays for `= ANY($1)`;
 * pass a JSON array meant for a jsonb column as `JSON.stringify(value)`.
 */
export function normaliseParams(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  return params.map((value) => {
    if (value === undefined || value === null) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'bigint') return value.toString();
    if (typeof value !== 'object' || Array.isArray(value) || value instanceof Uint8Array) return value;
    return isPlainObject(value) ? JSON.stringify(value) : String(value);
  });
}
