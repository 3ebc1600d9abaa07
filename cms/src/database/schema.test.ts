// The embedded database's schema is pushed at start; a change that would drop
// data is refused unless accepted, and then the database file is copied first.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registry, withSchema, type SchemaDocument } from '../model/registry.ts';
import { startCms, type TestCms } from '../testing/cms.ts';
import { ensureSchema } from './schema.ts';

const open: TestCms[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

describe('the SQLite schema at start', () => {
  it('is created, then left alone, and a change that loses data is refused unless accepted', async () => {
    const first = await startCms();
    open.push(first);
    expect((await ensureSchema(first.payload)).statements).toBeGreaterThan(100);
    expect((await ensureSchema(first.payload)).statements).toBe(0);
    await first.payload.create({
      collection: 'products',
      data: { articlecode: 'HOR01', articlename: 'Pakiet Start', price: '29.99', packagetitle: 'Start', _status: 'published' },
    });

    // The registry drops a field of a list entity.
    const document = structuredClone(registry) as unknown as SchemaDocument;
    delete document.entities.products!.schema.properties!.packagetitle;
    document.entities.products!.schema.required = document.entities.products!.schema.required!.filter((k) => k !== 'packagetitle');
    const second = await startCms({ dataDir: first.dataDir, registry: withSchema(document) });
    open.unshift(second);
    const sqliteFile = path.join(first.dataDir, 'cms.db');
    await expect(ensureSchema(second.payload, { sqliteFile })).rejects.toThrow(/would lose data[\s\S]*CMS_ACCEPT_DATA_LOSS=1/);
    const report = await ensureSchema(second.payload, { sqliteFile, acceptDataLoss: true });
    expect(report.statements).toBeGreaterThan(0);
    expect((await readdir(first.dataDir)).some((f) => f.startsWith('cms.db.before-'))).toBe(true);
    expect((await second.payload.find({ collection: 'products', depth: 0 })).docs[0]).toMatchObject({ articlecode: 'HOR01' });
  });
});
