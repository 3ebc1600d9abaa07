// Registry blocks → Payload blocks, and block trees both ways.
//
// Each registry block becomes a Payload block (slug = block name, labels from
// its title) with its props as a group of fields, a JSON `visibility` field
// and, for containers, one blocks field per nested region. Payload 3.90.2
// cannot let a block offer itself (payloadcms/payload#8738: the schema and the
// admin recurse without end), so containers get one copy per level, slugs
// `section`, `section__l2`, …; the last level offers leaf blocks only.
import type { Block, Field } from 'payload';
import { objectFromPayload, objectToPayload, type CodecContext } from './codec.ts';
import { isRecord, type JsonSchema } from './json-schema.ts';
import { fieldsFor, type FieldOptions } from './payload-fields.ts';
import { planObject, type Plan } from './plan.ts';
import type { Registry, RegistryBlock } from './registry.ts';

/**
 * How deep blocks nest in the CMS: blocks in a page's region are level 1, a
 * container's blocks one level more. The registry allows 15
 * (MAX_BLOCK_DEPTH in content-schema/block.ts); each level in the CMS copies
 * every container block, and the prototype measured 3 levels at 82 tables and
 * a 63 ms admin field map, 5 levels at 1 s and 250 MB at start, 8 at 28 s and
 * 2.1 GB. Content nested deeper than this is refused on import.
 */
export const CMS_REGION_DEPTH = 3;

/** The block that stands in, in the admin, for one whose type the registry no longer has. */
export const UNKNOWN_BLOCK = 'unknown_block';

const LEVEL = /__l(\d+)$/;

export const blockSlug = (name: string, level: number) => (level <= 1 ? name : `${name}__l${level}`);
/** The registry name behind a Payload block slug (the level suffix stripped). */
export const registryName = (slug: string) => slug.replace(LEVEL, '');

/** A block node of the content contract. */
export type BlockNode = {
  id: string;
  type: string;
  props: Record<string, unknown>;
  visibility?: unknown;
  regions?: Record<string, BlockNode[]>;
};

export type BlockModel = {
  /** Every Payload block: leaves once, containers once per level, and the stand-in for unknown blocks. */
  blocks: Block[];
  /** The slugs a blocks field at this level offers (level 1: a page's regions). */
  slugsAt(level: number): string[];
  /** Props plans by registry name (undefined: the props are one JSON field). */
  propsPlans: Map<string, Plan[] | undefined>;
  toPayload(node: BlockNode, level: number, ctx: CodecContext): Record<string, unknown>;
  fromPayload(row: Record<string, unknown>, ctx: CodecContext): BlockNode;
  /**
   * Stored blocks whose type the configuration lacks (the registry dropped
   * it) → the stand-in block, so the admin can open the page; the stand-in
   * keeps the block verbatim.
   */
  wrapUnknown(rows: unknown): unknown;
  /** The stand-ins → the blocks as they were stored, before saving. */
  unwrapUnknown(rows: unknown): unknown;
  /** Blocks (stand-ins or raw) whose type the configuration lacks, with where they are. */
  findUnknown(rows: unknown, path: string): Array<{ path: string; type: string }>;
};

/** Why a page holding a block the registry no longer has cannot be published. */
export const unknownBlockMessage = (type: string) =>
  `Bloku typu „${type}” nie ma już w rejestrze bloków – usuń go albo zastąp innym, zanim opublikujesz stronę`;

const regionsOf = (block: RegistryBlock) => Object.keys(block.regions);
const isContainer = (block: RegistryBlock) => regionsOf(block).length > 0;

export class BlockError extends Error {}

export function buildBlockModel(registry: Registry, options: FieldOptions, depth = CMS_REGION_DEPTH): BlockModel {
  const names = Object.keys(registry.blocks).sort();
  const leaves = names.filter((n) => !isContainer(registry.blocks[n]!));
  const containers = names.filter((n) => isContainer(registry.blocks[n]!));

  const propsPlans = new Map<string, Plan[] | undefined>(names.map((n) => [n, planObject(registry.blocks[n]!.props)]));

  /** Slugs offered at a level: every leaf, and the containers while a level below them remains. */
  const slugsAt = (level: number) => [...leaves, ...(level < depth ? containers.map((n) => blockSlug(n, level)) : []), UNKNOWN_BLOCK];

  const propsField = (name: string, block: RegistryBlock): Field => {
    const plans = propsPlans.get(name);
    const description = block.description;
    return plans
      ? { type: 'group', name: 'props', label: 'Ustawienia bloku', admin: { description }, fields: fieldsFor(plans, options) }
      : { type: 'json', name: 'props', label: 'Ustawienia bloku (JSON)', admin: { description } };
  };

  const visibilityField: Field = {
    type: 'json',
    name: 'visibility',
    label: 'Widoczność',
    admin: {
      description:
        'Wyrażenie widoczności nad danymi sesji (JSON, np. {"combinator":"AND","rules":[…]}); puste – blok widzą wszyscy. Nieprawidłowe wyrażenie ukrywa blok.',
    },
  };

  const makeBlock = (name: string, level: number): Block => {
    const block = registry.blocks[name]!;
    const fields: Field[] = [propsField(name, block), visibilityField];
    if (isContainer(block))
      fields.push({
        type: 'group',
        name: 'regions',
        label: 'Regiony',
        fields: Object.entries(block.regions).map(([region, title]) => ({
          type: 'blocks',
          labels: { singular: 'blok', plural: 'bloki' },
          name: region,
          label: title,
          blocks: [],
          blockReferences: slugsAt(level + 1),
        })),
      });
    const suffix = level > 1 ? ` (poziom ${level})` : '';
    return {
      slug: blockSlug(name, level),
      labels: { singular: `${block.title}${suffix}`, plural: `${block.title}${suffix}` },
      admin: { disableBlockName: true, group: block.kind === 'island' ? 'Interaktywne' : 'Treść' },
      fields,
    };
  };

  const unknownBlock: Block = {
    slug: UNKNOWN_BLOCK,
    labels: { singular: 'Blok spoza rejestru', plural: 'Bloki spoza rejestru' },
    admin: { disableBlockName: true, group: 'Spoza rejestru' },
    fields: [
      {
        type: 'text',
        name: 'originalType',
        label: 'Typ bloku',
        admin: {
          readOnly: true,
          description:
            'Tego typu nie ma już w rejestrze bloków portalu. Blok jest zachowany bez zmian; usuń go albo zastąp, zanim opublikujesz stronę.',
        },
      },
      { type: 'json', name: 'original', label: 'Zachowana treść bloku', admin: { readOnly: true } },
    ],
  };

  const blocks: Block[] = [
    ...leaves.map((n) => makeBlock(n, 1)),
    ...Array.from({ length: Math.max(depth - 1, 0) }, (_, i) => containers.map((n) => makeBlock(n, i + 1))).flat(),
    unknownBlock,
  ];

  function toPayload(node: BlockNode, level: number, ctx: CodecContext): Record<string, unknown> {
    const block = registry.blocks[node.type];
    if (!block) throw new BlockError(`blok „${node.id}”: typu „${node.type}” nie ma w rejestrze bloków`);
    if (level > depth)
      throw new BlockError(`blok „${node.id}” (${node.type}) leży na poziomie ${level}, a CMS obsługuje ${depth} (CMS_REGION_DEPTH)`);
    if (isContainer(block) && level >= depth)
      throw new BlockError(`blok „${node.id}” (${node.type}): kontener na poziomie ${level}, a CMS pozwala na kontenery do poziomu ${depth - 1}`);
    const plans = propsPlans.get(node.type);
    const path = `${node.type} ${node.id}`;
    const row: Record<string, unknown> = {
      id: node.id,
      blockType: isContainer(block) ? blockSlug(node.type, level) : node.type,
      props: plans ? objectToPayload(plans, node.props ?? {}, ctx, path) : (node.props ?? {}),
    };
    if (node.visibility !== undefined && node.visibility !== null) row.visibility = node.visibility;
    for (const region of Object.keys(node.regions ?? {})) if (!regionsOf(block).includes(region)) ctx.onUnknown?.(`${path}: region ${region}`);
    if (isContainer(block))
      row.regions = Object.fromEntries(regionsOf(block).map((r) => [r, (node.regions?.[r] ?? []).map((child) => toPayload(child, level + 1, ctx))]));
    return row;
  }

  function fromPayload(row: Record<string, unknown>, ctx: CodecContext): BlockNode {
    const slug = String(row.blockType ?? '');
    if (slug === UNKNOWN_BLOCK) return rawNode({ ...(isRecord(row.original) ? row.original : {}), id: row.id, blockType: row.originalType }, ctx);
    const name = registryName(slug);
    const block = registry.blocks[name];
    if (!block) return rawNode(row, ctx);
    const plans = propsPlans.get(name);
    const rawProps = isRecord(row.props) ? row.props : {};
    const node: BlockNode = { id: String(row.id), type: name, props: plans ? (objectFromPayload(plans, rawProps, ctx) ?? {}) : rawProps };
    if (row.visibility !== undefined && row.visibility !== null) node.visibility = row.visibility;
    const regions = isRecord(row.regions) ? row.regions : {};
    const out: Record<string, BlockNode[]> = {};
    for (const region of regionsOf(block)) {
      const blocks = regions[region];
      if (Array.isArray(blocks) && blocks.length) out[region] = blocks.filter(isRecord).map((b) => fromPayload(b, ctx));
    }
    if (Object.keys(out).length) node.regions = out;
    return node;
  }

  /** A block the registry does not know: served as stored, so the portal's loader names it. */
  function rawNode(row: Record<string, unknown>, ctx: CodecContext): BlockNode {
    const node: BlockNode = { id: String(row.id), type: registryName(String(row.blockType ?? '')), props: isRecord(row.props) ? row.props : {} };
    if (row.visibility !== undefined && row.visibility !== null) node.visibility = row.visibility;
    if (isRecord(row.regions)) {
      const out: Record<string, BlockNode[]> = {};
      for (const [region, blocks] of Object.entries(row.regions))
        if (Array.isArray(blocks) && blocks.length) out[region] = blocks.filter(isRecord).map((b) => fromPayload(b, ctx));
      if (Object.keys(out).length) node.regions = out;
    }
    return node;
  }

  const knownSlugs = new Set(blocks.map((b) => b.slug));

  /** Applies `change` to every row of a block list, and inside the regions of known containers. */
  const mapRows = (rows: unknown, change: (row: Record<string, unknown>) => Record<string, unknown>): unknown => {
    if (!Array.isArray(rows)) return rows;
    return rows.map((row) => {
      if (!isRecord(row)) return row;
      const changed = change(row);
      if (changed !== row || !isRecord(row.regions)) return changed;
      const regions = Object.fromEntries(Object.entries(row.regions).map(([name, list]) => [name, mapRows(list, change)]));
      return { ...row, regions };
    });
  };

  const wrapUnknown = (rows: unknown) =>
    mapRows(rows, (row) => {
      const slug = String(row.blockType ?? '');
      if (knownSlugs.has(slug)) return row;
      const { id, blockType, ...original } = row;
      return { id, blockType: UNKNOWN_BLOCK, originalType: blockType, original };
    });

  const unwrapUnknown = (rows: unknown) =>
    mapRows(rows, (row) =>
      row.blockType === UNKNOWN_BLOCK ? { ...(isRecord(row.original) ? row.original : {}), id: row.id, blockType: row.originalType } : row,
    );

  const findUnknown = (rows: unknown, path: string): Array<{ path: string; type: string }> => {
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((row, i) => {
      if (!isRecord(row)) return [];
      const here = `${path}.${i}`;
      if (row.blockType === UNKNOWN_BLOCK) return [{ path: here, type: String(row.originalType) }];
      if (!knownSlugs.has(String(row.blockType ?? ''))) return [{ path: here, type: String(row.blockType) }];
      return isRecord(row.regions) ? Object.entries(row.regions).flatMap(([name, list]) => findUnknown(list, `${here}.regions.${name}`)) : [];
    });
  };

  return { blocks, slugsAt, propsPlans, toPayload, fromPayload, wrapUnknown, unwrapUnknown, findUnknown };
}

/** The JSON Schema of a registry block's props (for tests and reports). */
export const propsSchema = (registry: Registry, name: string): JsonSchema | undefined => registry.blocks[name]?.props;
