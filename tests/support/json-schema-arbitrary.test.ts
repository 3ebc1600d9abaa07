import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  acceptedTypes,
  propertyPaths,
  refusesSomeText,
  requestJsonSchema,
  stringMaxLength,
  validValue,
  wrongTypeValue,
} from './json-schema-arbitrary.ts';

const request = z.strictObject({
  code: z
    .string()
    .min(3)
    .max(12)
    .regex(/^[A-Z0-9]+$/),
  note: z.string().max(200).nullish(),
  count: z.number().int().min(1).max(99),
  share: z.number().gt(0).lt(1),
  step: z.number().multipleOf(5).min(-20).max(20),
  big: z.number().int().min(5_000_000),
  kind: z.enum(['A', 'B', 'V', 'D']),
  version: z.literal(2),
  flag: z.boolean().default(false),
  email: z.email(),
  id: z.uuid(),
  day: z.iso.date(),
  at: z.iso.datetime(),
  amount: z.union([z.string().regex(/^[0-9]+\.[0-9]{2}$/), z.number().nonnegative()]),
  items: z
    .array(
      z.strictObject({
        articleCode: z.string().min(1).max(20),
        operation: z.enum(['ADD', 'REMOVE']),
        extra: z.record(z.string(), z.number()).optional(),
      }),
    )
    .min(1)
    .max(5),
  address: z.strictObject({ street: z.string().max(80), postalCode: z.string().regex(/^[0-9]{2}-[0-9]{3}$/) }).optional(),
  pair: z.tuple([z.string(), z.number()]),
});

interface Tree {
  name: string;
  children: Tree[];
}
const tree: z.ZodType<Tree> = z.lazy(() => z.strictObject({ name: z.string().max(10), children: z.array(tree).max(3) }));

describe('validValue', () => {
  it('generates values the schema accepts, across every kind of field', () => {
    const json = requestJsonSchema(request);
    fc.assert(
      fc.property(validValue(json), (value) => {
        const result = request.safeParse(value);
        if (!result.success) throw new Error(`${JSON.stringify(value)}: ${result.error.message}`);
      }),
      { numRuns: 200 },
    );
  });

  it('ends on a recursive schema', () => {
    const json = requestJsonSchema(tree);
    expect(JSON.stringify(json)).toContain('"$ref"');
    fc.assert(fc.property(validValue(json), (value) => tree.safeParse(value).success));
  });
});

describe('wrongTypeValue', () => {
  it('generates values of a JSON type the schema refuses, for the body and each field', () => {
    const json = requestJsonSchema(request);
    fc.assert(fc.property(wrongTypeValue(json)!, (value) => !request.safeParse(value).success));
    for (const [name, field] of Object.entries(request.shape)) {
      const wrong = wrongTypeValue(json.properties![name]!, json);
      if (!wrong) throw new Error(`no wrong type for ${name}`);
      fc.assert(
        fc.property(wrong, (value) => !(field as z.ZodType).safeParse(value).success),
        { numRuns: 50 },
      );
    }
  });

  it('has none for a schema that accepts anything', () => {
    expect(wrongTypeValue(requestJsonSchema(z.unknown()))).toBeNull();
    expect(wrongTypeValue(requestJsonSchema(z.union([z.string(), z.any()])))).toBeNull();
  });

  it('gives a fraction where only whole numbers are accepted', () => {
    fc.assert(fc.property(wrongTypeValue(requestJsonSchema(z.number().int()))!, (value) => !z.number().int().safeParse(value).success));
  });
});

describe('schema reading', () => {
  const json = requestJsonSchema(request);

  it('lists nested properties with whether they are required (defaults make them optional)', () => {
    const paths = propertyPaths(json).map(({ path, required }) => [path.join('.'), required]);
    expect(paths).toContainEqual(['code', true]);
    expect(paths).toContainEqual(['flag', false]);
    expect(paths).toContainEqual(['address', false]);
    expect(paths).toContainEqual(['address.postalCode', true]);
    expect(paths.map(([path]) => path)).not.toContain('items.articleCode');
  });

  it('finds the length limit of text fields, nullable or in a union', () => {
    const limit = (name: string) => stringMaxLength(json.properties![name]!, json);
    expect([limit('code'), limit('note'), limit('kind'), limit('count')]).toEqual([12, 200, undefined, undefined]);
    expect(stringMaxLength(requestJsonSchema(z.union([z.string().max(5), z.string()])))).toBeUndefined();
    expect(stringMaxLength(requestJsonSchema(z.union([z.string().max(5), z.string().max(9)])))).toBe(9);
  });

  it('knows which schemas refuse some text', () => {
    for (const schema of [z.string().max(4), z.string().regex(/^a/), z.enum(['X']), z.coerce.number(), z.uuid(), z.string().min(1)]) {
      expect(refusesSomeText(requestJsonSchema(schema))).toBe(true);
    }
    for (const schema of [z.string(), z.unknown(), z.union([z.string(), z.number()])]) expect(refusesSomeText(requestJsonSchema(schema))).toBe(false);
  });

  it('tells the accepted JSON types, numbers including whole ones', () => {
    expect([...acceptedTypes(requestJsonSchema(z.number().nullable()))!].sort()).toEqual(['integer', 'null', 'number']);
    expect([...acceptedTypes(requestJsonSchema(z.enum(['A', 'B'])))!]).toEqual(['string']);
    expect(acceptedTypes(requestJsonSchema(z.unknown()))).toBeUndefined();
  });
});
