import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { httpStatusOf, type BusinessErrorCode } from '#api-contract/error-codes.ts';
import { isNavigation, serverPath, type ContractCall } from '#api-contract/operation.ts';
import { declaredStatuses } from '#server/http/route.ts';
import { hasUnstorableText } from '#server/http/validation.ts';
import { messages } from '#api-contract/messages.ts';
import { type HostileCall, type HostileCheck, type HostileTarget, type QueryValue } from './requests.ts';

/**
 * The contract-driven hostile-input harness (this folder): for any operation it derives
 * requests that must be refused from the operation's own schemas and rules
 * (wrong types, missing and unknown fields, refused and oversized text, lists
 * out of bounds, oversized bodies, no session, signed out, no XSRF token) and,
 * where a test gives one, from a valid example request of the operation
 * (its deep fields attacked, someone else's or unknown records named). It
 * checks every answer: a 4xx error envelope with a Polish message, never a
 * 5xx, never a status the contract does not declare, and not a row changed.
 */

// Sending a hostile request and judging the answer.

/** The request parts as the server receives them: JSON round trip, query string and path decoding. */
function asReceived(call: HostileCall) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  const search = query.toString();
  const received: Record<string, QueryValue> = {};
  const parsed = new URLSearchParams(search);
  for (const key of new Set(parsed.keys())) {
    const values = parsed.getAll(key);
    received[key] = values.length === 1 ? values[0]! : values;
  }
  const body = call.body && 'json' in call.body ? (call.body.json === undefined ? undefined : JSON.parse(JSON.stringify(call.body.json))) : undefined;
  return { search, query: received, body };
}

/** Whether the operation's schemas refuse the call's input (with the validator's own rule against unstorable text). */
export function refusedBySchemas(operation: ContractCall, call: HostileCall): boolean {
  const received = asReceived(call);
  const refuses = (schema: z.ZodType | undefined, value: unknown) =>
    schema !== undefined && (hasUnstorableText(value) || !schema.safeParse(value).success);
  if (!isNavigation(operation) && refuses(operation.params, call.params)) return true;
  if (operation.method === 'POST' && !isNavigation(operation) && operation.body && refuses(operation.body, received.body ?? {})) return true;
  return refuses(operation.query, received.query);
}

function encodeSegment(value: string): string {
  // Dots too: a `..` segment must reach the router as a parameter, not be resolved as a path step.
  return encodeURIComponent(value).replaceAll('.', '%2E');
}

function urlOf(operation: ContractCall, call: HostileCall): string {
  const path = serverPath(operation).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => encodeSegment(call.params[name] ?? ''));
  const { search } = asReceived(call);
  return search ? `${path}?${search}` : path;
}

export async function send(target: HostileTarget, operation: ContractCall, call: HostileCall): Promise<LightMyRequestResponse> {
  const caller = target[call.caller];
  const xsrf =
    call.xsrf === 'valid'
      ? true
      : call.xsrf === 'missing'
        ? false
        : call.xsrf === 'foreign'
          ? (target.anonymous.cookie('XSRF-TOKEN') ?? 'none')
          : 'x'.repeat(43);
  const url = urlOf(operation, call);
  if (operation.method === 'GET') return caller.get(url, { xsrf });
  if (call.body && 'oversized' in call.body) {
    const payload = JSON.stringify({ text: 'x'.repeat(target.app.portal.config.bodyLimitBytes + 1) });
    return caller.post(url, { payload, contentType: 'application/json', xsrf });
  }
  const body = call.body && 'json' in call.body ? call.body.json : undefined;
  // A JSON `undefined` has no text: the call goes without a body, as a client leaving it out would.
  return body === undefined ? caller.post(url, { xsrf }) : caller.post(url, { body, xsrf });
}

const errorEnvelope = envelopeSchema(z.null());
const POLISH_LETTERS = /[ąćęłńóśźż]/i;
const POLISH_WORDS = /(^|[^\p{L}])(nie|brak|pole|dane|sesja|zaloguj|usługa|wymagane|spróbuj|żądanie|nieprawidłowe)([^\p{L}]|$)/iu;

/** A message a Polish user can read: Polish letters or words, not a framework's English default. */
export function isPolishMessage(message: string): boolean {
  return message.trim().length > 0 && (POLISH_LETTERS.test(message) || POLISH_WORDS.test(message));
}

/** The validator's messages (and the framework's, for a body it cannot take, too large, or a path no route serves), by HTTP status. */
function isValidatorMessage(status: number, message: string): boolean {
  // A `__proto__` key is refused by the JSON parser itself.
  if (status === 400) return message.startsWith('Nieprawidłow') || message === messages.unstorableText || message === messages.invalidJson;
  if (status === 413) return message === messages.payloadTooLarge;
  if (status === 404) return message === messages.notFound;
  return false;
}

/** The envelope's errorCode is the HTTP status, or a business code answered with it (422 for 406…). */
const codeFitsStatus = (errorCode: number, status: number) => errorCode === status || httpStatusOf[errorCode as BusinessErrorCode] === status;

function replyProblems(response: LightMyRequestResponse, check: HostileCheck, operation: ContractCall): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  // Whatever the call answers, the contract says it may (the OpenAPI document lists it).
  const declared = declaredStatuses(operation);
  if (!declared.includes(status))
    problems.push(`HTTP ${status}, which the contract does not declare for the call (it declares ${declared.join(', ')})`);
  if (check.expected === 'answered') {
    if (status >= 500) problems.push(`HTTP ${status}, expected an answer below 500`);
  } else if (!check.expected.includes(status)) {
    problems.push(`HTTP ${status}, expected ${check.expected.join(' or ')}`);
  }
  // A navigation's answer is a redirect without a body; a refusal of its request is an envelope as any.
  if (check.expected === 'answered' && status < 400 && isNavigation(operation)) {
    if (status !== 302 || !response.headers.location) problems.push('a navigation answers a redirect (302 with a Location)');
    return problems;
  }
  let json: unknown;
  try {
    json = response.json();
  } catch {
    return [...problems, 'the reply is not JSON'];
  }
  if (check.expected === 'answered' && status < 300 && !isNavigation(operation)) {
    const success = envelopeSchema(operation.data).safeParse(json);
    if (!success.success || success.data.status !== 'SUCCESS')
      problems.push('the reply is not a success envelope with the data the contract describes');
    return problems;
  }
  const envelope = errorEnvelope.safeParse(json);
  if (!envelope.success) return [...problems, 'the reply is not an error envelope (data null, errorCode, msg, status)'];
  const { errorCode, status: envelopeStatus, msg } = envelope.data;
  if (!codeFitsStatus(errorCode, status)) problems.push(`errorCode ${errorCode} does not fit HTTP ${status}`);
  if (envelopeStatus !== 'ERROR') problems.push(`status ${envelopeStatus}, expected ERROR`);
  if (!isPolishMessage(msg)) problems.push(`the message is not Polish: ${JSON.stringify(msg.slice(0, 120))}`);
  else if (check.byValidator && !isValidatorMessage(status, msg)) problems.push(`not the validator's message: ${JSON.stringify(msg.slice(0, 120))}`);
  return problems;
}

function describeCall(operation: ContractCall, call: HostileCall): string {
  const body =
    call.body === undefined ? '' : 'oversized' in call.body ? ' with an oversized body' : ` body ${JSON.stringify(call.body.json)?.slice(0, 300)}`;
  return `${operation.method} ${urlOf(operation, call).slice(0, 300)} as ${call.caller} (XSRF ${call.xsrf})${body}`;
}

/**
 * The property of one check: every call it generates is refused with the
 * expected status and a Polish error envelope, and leaves the database as it
 * was (no committed row change in the journal). An answered check's calls
 * get any answer but a 5xx: a success envelope, or a refusal as above that
 * may follow changes of its served calls.
 */
export async function hostileProperty(target: HostileTarget, operation: ContractCall, check: HostileCheck) {
  // Changes made before (valid calls of other tests) are not this check's.
  await target.journal.take();
  return fc.asyncProperty(check.calls, async (call) => {
    if (check.onlyRefused) fc.pre(refusedBySchemas(operation, call));
    const response = await send(target, operation, call);
    const changed = await target.journal.take();
    const problems = replyProblems(response, check, operation);
    if (changed.length > 0 && !check.mayChangeRows) problems.push(`rows changed in ${changed.join(', ')}`);
    if (problems.length > 0) {
      throw new Error(`${describeCall(operation, call)} → ${problems.join('; ')}\nReply: ${response.body.slice(0, 400)}`);
    }
  });
}

/** HOSTILE_RUNS=200 runs every varied check that many times: a deeper search, by hand. */
function runsFromEnvironment(): number | undefined {
  const runs = Number(process.env.HOSTILE_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : undefined;
}

/** Run parameters: bounded runtime; a failure is reported as found, not shrunk (each shrink step is a request). */
export function hostileParameters(check: HostileCheck, overrides: fc.Parameters<[HostileCall]> = {}): fc.Parameters<[HostileCall]> {
  const numRuns = check.numRuns > 1 ? (runsFromEnvironment() ?? check.numRuns) : check.numRuns;
  return { numRuns, endOnFailure: true, ...overrides };
}
