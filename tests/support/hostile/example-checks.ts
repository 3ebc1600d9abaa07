import fc from 'fast-check';
import { isNavigation, type ContractCall } from '#api-contract/operation.ts';
import { requestJsonSchema } from '../json-schema-arbitrary.ts';
import { hostileKey, isPlainObject, type JsonPath, junk, pathsOf, valueAt, withAt } from './generators.ts';
import { refusedBySchemas } from './judging.ts';
import { asQuery, type HostileCall, type HostileCheck, RUNS } from './requests.ts';

/** Checks derived from a valid example request of an operation: its deep fields attacked, someone else's or unknown records named. */

/** A request by its parts, as a client writes it. */
export interface ExampleRequest {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
}

/** Requests built on an operation's example (and the test's fixture), for a check of their own. */
export interface ExampleCase<F> {
  name: string;
  requests: (fixture: F, example: ExampleRequest) => fc.Arbitrary<ExampleRequest>;
}

/**
 * A valid example request of an operation, for what its schemas alone cannot
 * give: a realistic body whose deep fields (list items included) are attacked,
 * and records that exist, so that a request naming someone else's or an
 * unknown record is seen refused.
 */
export interface OperationExample<F> {
  /** A request the schemas accept, naming records of the fixture (read when a check runs, the fixture built by then). */
  request: (fixture: F) => ExampleRequest;
  /** Requests the call must refuse with one of `expected`, changing nothing: someone else's or unknown records, rules beyond the schemas. */
  refused?: Array<ExampleCase<F> & { expected: readonly number[] }>;
  /** Requests the schemas accept that the call may serve or refuse, but never with a 5xx (codes and ids of any kind). */
  answered?: ExampleCase<F>[];
}

/** Cases' requests: the example with `path` of one part set to values of `values`. */
export function exampleWith<F>(part: keyof ExampleRequest, path: JsonPath, values: (fixture: F) => fc.Arbitrary<unknown>) {
  return (fixture: F, example: ExampleRequest): fc.Arbitrary<ExampleRequest> =>
    values(fixture).map((value) => ({ ...example, [part]: withAt(example[part], path, value) }));
}

/** Runs of an example's varied check: its variants are spread over every field of a body. */
const EXAMPLE_RUNS = 30;

function callOf(request: ExampleRequest): Omit<HostileCall, 'caller' | 'xsrf'> {
  const call = { params: request.params ?? {}, query: asQuery(request.query ?? {}) };
  return request.body === undefined ? call : { ...call, body: { json: request.body } };
}

/** The example with a wrong value anywhere (the root included), a part left out, or an unknown field in any object. */
function variedValue(value: unknown, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const fields = paths.filter((path) => path.length > 0);
  const objects = paths.filter((path) => isPlainObject(valueAt(value, path)));
  const variants = [fc.tuple(fc.constantFrom(...paths), wrong).map(([path, replacement]) => withAt(value, path, replacement))];
  if (fields.length > 0) variants.push(fc.constantFrom(...fields).map((path) => withAt(value, path, undefined, true)));
  if (objects.length > 0) {
    variants.push(
      fc
        .constantFrom(...objects)
        .chain((path) =>
          fc
            .tuple(hostileKey(new Set(Object.keys(valueAt(value, path) as object))), wrong)
            .map(([key, replacement]) => withAt(value, [...path, key], replacement)),
        ),
    );
  }
  return fc.oneof(...variants);
}

/** The part of a request an operation's example varies: the body of a POST, the query of a GET that declares parameters. */
function variedPart(operation: ContractCall): 'body' | 'query' | null {
  if (operation.method === 'POST' && !isNavigation(operation)) return operation.body ? 'body' : null;
  const names = operation.query ? Object.keys(requestJsonSchema(operation.query).properties ?? {}) : [];
  return names.length > 0 ? 'query' : null;
}

/** Whether the operation's schemas accept the request (with the validator's rule against unstorable text). */
export function acceptedBySchemas(operation: ContractCall, request: ExampleRequest): boolean {
  return !refusedBySchemas(operation, { ...callOf(request), caller: 'customer', xsrf: 'valid' });
}

/**
 * The checks an operation's example adds, all as the signed-in customer with
 * its XSRF token: the example varied anywhere (refused by the schemas: the
 * validator's 4xx), and each refused and answered case of the example.
 */
export function exampleChecks<F>(operation: ContractCall, example: OperationExample<F>, fixture: () => F): HostileCheck[] {
  const asCustomer = (request: ExampleRequest): HostileCall => ({ ...callOf(request), caller: 'customer', xsrf: 'valid' });
  const built = (requests: (fixture: F, example: ExampleRequest) => fc.Arbitrary<ExampleRequest>) =>
    fc
      .constant(null)
      .chain(() => {
        const current = fixture();
        return requests(current, example.request(current));
      })
      .map(asCustomer);
  const checks: HostileCheck[] = [];
  const part = variedPart(operation);
  if (part) {
    // A query carries text: a value past the body limit would only make the URL long.
    const wrong = part === 'body' ? junk : junk.filter((value) => typeof value !== 'string' || value.length < 10_000);
    checks.push({
      name: 'its valid example with a wrong value, a part left out or an unknown field anywhere',
      calls: built((_fixture, request) => variedValue(request[part], wrong).map((value) => ({ ...request, [part]: value }) as ExampleRequest)),
      expected: part === 'body' ? [400, 413] : [400],
      onlyRefused: true,
      byValidator: true,
      numRuns: EXAMPLE_RUNS,
    });
  }
  for (const refused of example.refused ?? []) {
    checks.push({
      name: refused.name,
      calls: built(refused.requests),
      expected: refused.expected,
      onlyRefused: false,
      byValidator: false,
      numRuns: RUNS,
    });
  }
  for (const answered of example.answered ?? []) {
    checks.push({
      name: answered.name,
      calls: built(answered.requests),
      expected: 'answered',
      onlyRefused: false,
      byValidator: false,
      mayChangeRows: true,
      numRuns: RUNS,
    });
  }
  return checks;
}
