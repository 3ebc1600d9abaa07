// Validation of a field's value against its fragment of the registry's JSON
// Schema (ajv, which Payload itself uses), refusing in Polish.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { enumValues, type JsonSchema } from './json-schema.ts';
import { messagesFor } from './messages.ts';

const dateRe = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDate = (s: string) => {
  const m = dateRe.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
ajv.addFormat('date', isDate);
ajv.addFormat('date-time', (s: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i.exec(s);
  return m !== null && isDate(m[1]!);
});
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('uri', (s: string) => /^[a-z][a-z0-9+.-]*:/i.test(s) && URL.canParse(s));

const cache = new Map<string, ValidateFunction>();

function compiled(schema: JsonSchema): ValidateFunction {
  // An enumeration is checked as one, so it is refused with its list of values.
  const values = enumValues(schema);
  const { $schema: _ignored, ...rest } = values ? { enum: values } : schema;
  const key = JSON.stringify(rest);
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(rest);
    cache.set(key, validate);
  }
  return validate;
}

/** `true` when the value satisfies the schema, else the refusal in Polish. */
export function checkValue(schema: JsonSchema, value: unknown): true | string {
  const validate = compiled(schema);
  return validate(value) ? true : messagesFor(validate.errors ?? []);
}
