// Values both ways between the content contract and Payload's documents, by
// plan: select values are strings in Payload and go back to their original
// type, rich text is Lexical in Payload and HTML in the contract, array rows
// carry Payload's row ids (dropped on the way back), reserved names are
// renamed, and Payload's nulls mean "not set".
import { isRecord } from './json-schema.ts';
import { mediaIdOf, PICKED_FILE, type ImageFile } from './media.ts';
import type { Plan } from './plan.ts';

/** Rich text both ways; supplied by the runtime (Lexical), so the model stays pure. */
export type RichText = {
  toLexical(html: string): unknown;
  toHtml(state: unknown): string;
};

export type CodecContext = {
  richText: RichText;
  /** Told about contract properties the schema does not know (they cannot be stored field by field). */
  onUnknown?: (path: string) => void;
  /**
   * The image file a media-library pick gives (media.ts), undefined for one
   * no longer there; without it (checking a form) any pick counts as a file.
   */
  media?: (id: string, crop?: string) => ImageFile | undefined;
};

const isEmpty = (v: unknown) => v === undefined || v === null;

/** Equality of JSON values (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

/** A contract value → the Payload field's value. */
export function toPayload(plan: Plan, value: unknown, ctx: CodecContext, path = plan.key): unknown {
  if (isEmpty(value)) return undefined;
  switch (plan.kind) {
    case 'richText':
      return typeof value === 'string' ? ctx.richText.toLexical(value) : value;
    case 'select':
      if (plan.many) return Array.isArray(value) ? value.map((v) => String(v)) : value;
      return typeof value === 'object' ? value : String(value);
    case 'group':
      return isRecord(value) ? objectToPayload(plan.children, value, ctx, path) : value;
    case 'rows':
      return Array.isArray(value)
        ? value.map((item, i) => (isRecord(item) ? objectToPayload(plan.children, item, ctx, `${path}[${i}]`) : item))
        : value;
    case 'list':
      return Array.isArray(value) ? value.map((item, i) => ({ value: toPayload(plan.item, item, ctx, `${path}[${i}]`) })) : value;
    default:
      return value;
  }
}

/** A contract object → Payload data for its plans' fields. */
export function objectToPayload(plans: Plan[], value: Record<string, unknown>, ctx: CodecContext, path = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const known = new Set(plans.map((p) => p.key));
  for (const key of Object.keys(value)) if (!known.has(key)) ctx.onUnknown?.(path ? `${path}.${key}` : key);
  for (const plan of plans) {
    if (!(plan.key in value)) continue;
    const converted = toPayload(plan, value[plan.key], ctx, path ? `${path}.${plan.key}` : plan.key);
    if (converted !== undefined) out[plan.name] = converted;
  }
  return out;
}

/** No items: an empty list where it is required or the default, else not set. */
const emptyArray = (plan: Plan) => (plan.required || sameJson(plan.defaultValue, []) ? [] : undefined);

/** A Payload field's value → the contract value, or undefined when it is not set. */
export function fromPayload(plan: Plan, value: unknown, ctx: CodecContext): unknown {
  if (isEmpty(value)) return undefined;
  switch (plan.kind) {
    case 'text':
      // An emptied optional field is not set; an empty string that is the default (or required) stays.
      if (value === '') return plan.required || plan.defaultValue === '' ? '' : undefined;
      return value;
    case 'richText': {
      const html = isRecord(value) ? ctx.richText.toHtml(value) : typeof value === 'string' ? value : '';
      if (html === '') return plan.required ? '' : undefined;
      return html;
    }
    case 'select': {
      const back = (v: unknown) => plan.values.find((allowed) => String(allowed) === v) ?? v;
      if (plan.many) {
        if (!Array.isArray(value)) return value;
        return value.length ? value.map(back) : emptyArray(plan);
      }
      if (value === '') return undefined;
      return back(value);
    }
    case 'group':
      return isRecord(value)
        ? (objectFromPayload(plan.children, value, ctx, { optional: !plan.required && plan.defaultValue === undefined }) ??
            (plan.required ? {} : undefined))
        : value;
    case 'rows':
      // The admin's form state holds a list's row count: none is an empty list (so an untouched optional object stays absent).
      if (value === 0) return emptyArray(plan);
      if (!Array.isArray(value)) return value;
      if (!value.length) return emptyArray(plan);
      return value.map((row) => (isRecord(row) ? (objectFromPayload(plan.children, row, ctx) ?? {}) : row));
    case 'media':
      // Read with its object (objectFromPayload): the pick is no contract property of its own.
      return undefined;
    case 'list': {
      if (value === 0) return emptyArray(plan);
      if (!Array.isArray(value)) return value;
      const items = value.map((row) => (isRecord(row) ? fromPayload(plan.item, row.value, ctx) : row)).filter((v) => v !== undefined);
      return items.length ? items : emptyArray(plan);
    }
    default:
      return value;
  }
}

/**
 * Payload data → the contract object its plans describe, or undefined when
 * none of its properties is set (for an optional object: or only to its
 * default). In an object that is there, a required yes/no left untouched is
 * "no" (an unticked checkbox).
 */
export function objectFromPayload(
  plans: Plan[],
  data: Record<string, unknown>,
  ctx: CodecContext,
  { optional = false }: { optional?: boolean } = {},
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  // A pick from the media library gives the image's file properties; the typed ones count only without it.
  const media = plans.find((plan) => plan.kind === 'media');
  const id = media ? mediaIdOf(data[media.name]) : undefined;
  const picked = media?.kind === 'media' && id !== undefined ? (ctx.media ? ctx.media(id, media.crop) : PICKED_FILE) : undefined;
  for (const plan of plans) {
    if (plan.kind === 'media' || (picked && plan.mediaFile)) continue;
    const value = fromPayload(plan, data[plan.name], ctx);
    if (value !== undefined) out[plan.key] = value;
  }
  if (picked) {
    const { alt, ...file } = picked;
    Object.assign(out, file);
    // The library's alt text, unless the block gives its own.
    if (alt && plans.some((plan) => plan.key === 'alt') && !out.alt) out.alt = alt;
  }
  if (Object.keys(out).length === 0) return undefined;
  // Payload fills defaults into every object on create: an optional object holding nothing but them was never filled in.
  if (optional && !plans.some((p) => p.key in out && (p.defaultValue === undefined || !sameJson(out[p.key], p.defaultValue)))) return undefined;
  for (const plan of plans) if (plan.kind === 'checkbox' && plan.required && out[plan.key] === undefined) out[plan.key] = false;
  return out;
}
