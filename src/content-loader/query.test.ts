import { describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, isObjectType, Kind, parse, validate, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import { typeDefs } from '#content-system/create-content-system.ts';
import { listCollectionNames } from './collections.ts';
import { listQuery, siteQuery } from './query.ts';

const schema = buildSchema(typeDefs);

/** Checks that a selection asks for every field of its type, recursively (block trees excepted: they are unrolled). */
function missingFields(selection: SelectionSetNode, type: GraphQLObjectType, at: string): string[] {
  const selected = new Map(selection.selections.flatMap((s) => (s.kind === Kind.FIELD ? [[s.name.value, s] as const] : [])));
  const missing: string[] = [];
  for (const [name, field] of Object.entries(type.getFields())) {
    const node = selected.get(name);
    if (!node) {
      missing.push(`${at}.${name}`);
      continue;
    }
    const fieldType = getNamedType(field.type);
    if (isObjectType(fieldType) && fieldType.name !== 'Region' && node.selectionSet)
      missing.push(...missingFields(node.selectionSet, fieldType, `${at}.${name}`));
  }
  return missing;
}

/** The selection under the query's top field, or under `child` of it. */
function selectionOf(query: string, child?: string): SelectionSetNode {
  const op = parse(query).definitions[0]!;
  if (op.kind !== Kind.OPERATION_DEFINITION) throw new Error('not an operation');
  let field = op.selectionSet.selections[0]!;
  if (child) field = field.kind === Kind.FIELD ? field.selectionSet!.selections.find((s) => s.kind === Kind.FIELD && s.name.value === child)! : field;
  if (field?.kind !== Kind.FIELD || !field.selectionSet) throw new Error(`no selection ${child ?? ''}`);
  return field.selectionSet;
}

describe('the loader queries', () => {
  it.each([...listCollectionNames, 'site'])('%s is valid against the content API schema', (name) => {
    const query = name === 'site' ? siteQuery : listQuery(name as (typeof listCollectionNames)[number]);
    expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it.each(listCollectionNames)('%s fetches every field the content API offers', (name) => {
    const nodeType = getNamedType(schema.getQueryType()!.getFields()[name]!.type) as GraphQLObjectType;
    const entity = getNamedType(nodeType.getFields().nodes!.type) as GraphQLObjectType;
    expect(missingFields(selectionOf(listQuery(name), 'nodes'), entity, name)).toEqual([]);
  });

  it('site fetches every field the content API offers', () => {
    const site = schema.getType('Site') as GraphQLObjectType;
    expect(missingFields(selectionOf(siteQuery), site, 'site')).toEqual([]);
  });
});
