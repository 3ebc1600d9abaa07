// Short database names where the generated ones would be too long. Payload
// names a table after the path to it (an array inside a group inside an array
// of the site settings' versions: `_site_v_version_user_dropdown_items_…`) and
// PostgreSQL cuts identifiers at 63 characters, so Payload refuses such a
// configuration. Deep arrays, multi-selects and select enums get a short name
// of their own: readable start, plus a hash of the full path so it is unique.
import { createHash } from 'node:crypto';
import type { Field } from 'payload';

const LIMIT = 56;

const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

function shortName(full: string): string {
  const hash = createHash('sha1').update(full).digest('hex').slice(0, 8);
  return `${full.replace(/^_+/, '').slice(0, 30).replace(/_+$/, '')}_${hash}`;
}

function walk(fields: Field[], prefix: string, main: string): Field[] {
  return fields.map((field) => {
    if (field.type === 'group' && 'name' in field && field.name)
      return { ...field, fields: walk(field.fields, `${prefix}_${snake(field.name)}`, `${main}_${snake(field.name)}`) } as Field;
    if (field.type === 'array') {
      const full = `${prefix}_${snake(field.name)}`;
      if (full.length <= LIMIT) return { ...field, fields: walk(field.fields, full, `${main}_${snake(field.name)}`) } as Field;
      const dbName = shortName(full);
      // In versions the table of a named array is `_<dbName>_v`.
      return { ...field, dbName, fields: walk(field.fields, `_${dbName}_v`, dbName) } as Field;
    }
    if (field.type === 'select') {
      let out = field as Field & { dbName?: string; enumName?: string };
      const enumFull = `enum_${prefix}_${snake(field.name)}`;
      if (enumFull.length > LIMIT) out = { ...out, enumName: shortName(enumFull) };
      // A property named `status` would share its enum with Payload's own `_status` (draft/published).
      else if (snake(field.name) === 'status') out = { ...out, enumName: `enum_${main}_status_value` };
      const tableFull = `${prefix}_${snake(field.name)}`;
      if (field.hasMany && tableFull.length > LIMIT) out = { ...out, dbName: shortName(tableFull) };
      return out;
    }
    return field;
  });
}

/** The fields of a collection or global, with short names where the generated ones would exceed PostgreSQL's limit. */
export function withShortDbNames(fields: Field[], slug: string): Field[] {
  // Checked against the longest variant: the versions table, `_<slug>_v_version_…`.
  return walk(fields, `_${snake(slug)}_v_version`, snake(slug));
}
