// The registry as the CMS reads it: content-schema/blocks.schema.json (written
// by the portal's `npm run schema` from blocks/*/block.ts and content-schema/)
// and the layouts' regions and templates' labels from content-schema/templates.ts.
import schemaDocument from '../../../content-schema/blocks.schema.json' with { type: 'json' };
import { layouts, regionTitles, templateRegions, templates, type TemplateName } from '../../../content-schema/templates.ts';
import type { JsonSchema } from './json-schema.ts';

export type RegistryBlock = {
  title: string;
  description: string;
  kind: 'static' | 'island';
  hydrate?: string;
  /** The block's nested regions (containers only): name → the title editors see. */
  regions: Record<string, string>;
  props: JsonSchema;
};

export type SchemaDocument = {
  page: JsonSchema;
  entities: Record<string, { key: string | null; titles: { singular: string; plural: string }; schema: JsonSchema }>;
  blocks: Record<string, RegistryBlock>;
};

export type Registry = SchemaDocument & {
  /** Layout name → its regions, in order. */
  layouts: Record<string, readonly string[]>;
  /** Layout region → the title editors see. */
  regionTitles: Record<string, string>;
  /** Template name → its Polish label and layout. */
  templates: Record<string, { label: string; layout: string }>;
};

/** The registry the portal exported last (`npm run schema`). */
export const registry: Registry = {
  ...(schemaDocument as unknown as SchemaDocument),
  layouts,
  regionTitles,
  templates,
};

/** A registry with another schema document (tests: a block added or removed). */
export const withSchema = (document: SchemaDocument): Registry => ({ ...registry, ...document });

/** Every region some layout has, in first-seen order: one blocks field each on a page. */
export const layoutRegions = (r: Registry): string[] => [...new Set(Object.values(r.layouts).flat())];

/** The regions a template's layout allows (the portal's templateRegions), for a name the registry knows. */
export const regionsOfTemplate = (r: Registry, template: unknown): readonly string[] | undefined =>
  typeof template === 'string' && r.templates[template] ? templateRegions(template as TemplateName) : undefined;
