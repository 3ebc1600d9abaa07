import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Any JSON value, passed through as is (block props, visibility expressions). */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Dowolna wartość JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
