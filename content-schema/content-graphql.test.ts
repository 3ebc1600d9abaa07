import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildSchema, isNonNullType, isObjectType, type GraphQLObjectType } from 'graphql';
import { z } from 'zod';
import { blockNodeSchema } from './block.ts';
import { breadcrumbSchema, lockPageEventSchema, pageFlagsSchema, pageSchema } from './page.ts';
import {
  dataMapperEntrySchema,
  dropdownMenuSchema,
  footerSchema,
  menuItemSchema,
  redirectSchema,
  saleStageSchema,
  siteSchema,
  socialLinkSchema,
} from './site.ts';
import { bundleSchema, catalogueProductSchema, eventConfigSchema, metaProductSchema, offerSchema } from './commerce.ts';
import { documentSchema, supportCategorySchema } from './support.ts';
import { dayHoursSchema, openingHoursSchema, salonSchema } from './salons.ts';

const schema = buildSchema(readFileSync(new URL('./content.graphql', import.meta.url), 'utf8'));

/** Unwraps optional/default/nullable/array/lazy down to the object schema inside. */
function objectOf(type: z.ZodType): z.ZodObject {
  if (type instanceof z.ZodObject) return type;
  if (type instanceof z.ZodOptional || type instanceof z.ZodNullable || type instanceof z.ZodDefault) return objectOf(type.unwrap() as z.ZodType);
  if (type instanceof z.ZodArray) return objectOf(type.element as z.ZodType);
  if (type instanceof z.ZodLazy) return objectOf(type.unwrap() as z.ZodType);
  throw new Error(`not an object schema: ${type.constructor.name}`);
}

const field = (object: z.ZodType, key: string) => objectOf(object).shape[key] as z.ZodType;

/** GraphQL object type → the zod schema of the same entity. */
const entities: Record<string, z.ZodType> = {
  Block: blockNodeSchema,
  Page: pageSchema,
  PageFlags: pageFlagsSchema,
  PageAuth: field(pageSchema, 'auth'),
  Breadcrumb: breadcrumbSchema,
  LockPageEvent: lockPageEventSchema,
  SocialImage: field(pageSchema, 'socialImage'),
  ImageSource: field(field(pageSchema, 'socialImage'), 'srcset'),
  Site: siteSchema,
  MenuItem: menuItemSchema,
  MenuSettings: field(menuItemSchema, 'menuSettings'),
  DropdownMenu: dropdownMenuSchema,
  DropdownButton: field(dropdownMenuSchema, 'button'),
  Footer: footerSchema,
  FooterColumn: field(footerSchema, 'columns'),
  SocialLink: socialLinkSchema,
  Redirect: redirectSchema,
  SaleStage: saleStageSchema,
  SaleStageConfig: field(siteSchema, 'saleStageConfig'),
  DataMapperEntry: dataMapperEntrySchema,
  Offer: offerSchema,
  OfferProduct: field(offerSchema, 'productlist'),
  OfferArticle: field(offerSchema, 'article'),
  CatalogueProduct: catalogueProductSchema,
  Bundle: bundleSchema,
  BundleRelationship: field(bundleSchema, 'relationship'),
  MetaProduct: metaProductSchema,
  EventConfig: eventConfigSchema,
  SupportCategory: supportCategorySchema,
  Document: documentSchema,
  DocumentFile: field(documentSchema, 'file'),
  Salon: salonSchema,
  SalonAddress: field(salonSchema, 'address'),
  SalonCoordinates: field(salonSchema, 'coordinates'),
  OpeningHours: openingHoursSchema,
  DayHours: dayHoursSchema,
};

/** API plumbing without a zod counterpart. */
const plumbing = (name: string) =>
  name === 'Query' || name === 'PageInfo' || name === 'Region' || /(Connection|Edge)$/.test(name) || name.startsWith('__');

describe('content.graphql matches the zod content contract', () => {
  it('maps every object type of the SDL to a zod schema', () => {
    const types = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .map((t) => t.name)
      .filter((n) => !plumbing(n));
    expect(types.sort()).toEqual(Object.keys(entities).sort());
  });

  it.each(Object.keys(entities))('%s has the same fields, and every field zod requires is non-null', (name) => {
    const type = schema.getType(name) as GraphQLObjectType;
    const shape = objectOf(entities[name]!).shape as Record<string, z.ZodType>;
    expect(Object.keys(type.getFields()).sort()).toEqual(Object.keys(shape).sort());
    const requiredButNullable = Object.entries(shape)
      .filter(([key, zodField]) => !zodField.safeParse(undefined).success && !isNonNullType(type.getFields()[key]!.type))
      .map(([key]) => key);
    expect(requiredButNullable).toEqual([]);
  });

  it('pages through every collection with first (default 200), after and offset', () => {
    const query = schema.getQueryType()!.getFields();
    for (const name of ['pages', 'offers', 'products', 'bundles', 'metaProducts', 'eventConfigs', 'supportCategories', 'documents', 'salons']) {
      const args = Object.fromEntries(query[name]!.args.map((a) => [a.name, a]));
      expect(Object.keys(args).sort(), name).toEqual(['after', 'first', 'offset']);
      expect(args.first!.defaultValue).toBe(200);
      const connection = query[name]!.type.toString().replace('!', '');
      expect(Object.keys((schema.getType(connection) as GraphQLObjectType).getFields()).sort()).toEqual(['edges', 'nodes', 'pageInfo', 'totalCount']);
    }
  });
});
