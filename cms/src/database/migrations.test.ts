// Stale model: the PostgreSQL migrations are generated from the model and
// committed; when the registry's schema of a page, the site settings or a list
// entity changes, they no longer match and this fails until a migration is
// generated (npm run migrate:create --prefix cms). Blocks are stored as JSON:
// a new or changed block needs none.
import { describe, expect, it } from 'vitest';
import { registry, withSchema, type SchemaDocument } from '../model/registry.ts';
import { pendingMigrationStatements } from './migration-check.ts';

describe('committed PostgreSQL migrations', () => {
  it('build exactly the schema the current blocks.schema.json needs', async () => {
    const pending = await pendingMigrationStatements();
    expect(
      pending,
      'The migrations in cms/src/migrations are stale: run `CMS_DATABASE_URL=postgres://… npm run migrate:create --prefix cms` and commit the result',
    ).toEqual([]);
  });

  it('need nothing for a new block, but a new field of a list entity needs a migration', async () => {
    const withBlock = structuredClone(registry) as unknown as SchemaDocument;
    withBlock.blocks['promo-strip'] = {
      title: 'Pasek',
      description: '',
      kind: 'static',
      regions: {},
      props: { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false },
    };
    expect(await pendingMigrationStatements(withSchema(withBlock))).toEqual([]);

    const withField = structuredClone(registry) as unknown as SchemaDocument;
    withField.entities.offers!.schema.properties!.badge = { type: 'string' };
    const pending = await pendingMigrationStatements(withSchema(withField));
    expect(pending.join('\n')).toMatch(/ALTER TABLE "offers" ADD COLUMN "badge"/);
  });
});
