import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex, serializeIndex } from '#search/engine.ts';
import { embeddedSearch } from './embedded.ts';

const document = (uri: string, title: string) => ({ uri, title, metaDesc: '', keyphrase: '', supportCategories: [] });

describe('the embedded search service', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'search-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads the built index when there is one, without reading the content', async () => {
    const file = path.join(dir, 'search-index.json');
    await writeFile(file, serializeIndex(buildIndex([document('/z-budowania', 'Faktury z budowania')])));
    let contentRead = 0;
    const service = embeddedSearch({ indexFile: file, documents: async () => (contentRead++, [document('/z-tresci', 'Faktury z treści')]) });
    await service.ready();
    expect(await service.source()).toBe('built');
    expect((await service.search({ query: 'faktury', size: 10, from: 0 })).hits.hits.map((hit) => hit._id)).toEqual(['/z-budowania']);
    expect(contentRead).toBe(0);
  });

  it('builds the index from the content, once, when no index was built', async () => {
    let contentRead = 0;
    const service = embeddedSearch({
      indexFile: path.join(dir, 'brak.json'),
      documents: async () => (contentRead++, [document('/z-tresci', 'Faktury z treści')]),
    });
    const answers = await Promise.all([
      service.search({ query: 'faktura', size: 10, from: 0 }),
      service.search({ query: 'faktur', size: 10, from: 0 }),
    ]);
    expect(answers.map((answer) => answer.hits.hits[0]?._id)).toEqual(['/z-tresci', '/z-tresci']);
    expect(await service.source()).toBe('content');
    expect(contentRead).toBe(1);
  });

  it('tries again after a failed load instead of remembering the failure', async () => {
    let calls = 0;
    const service = embeddedSearch({
      documents: async () => {
        calls += 1;
        if (calls === 1) throw new Error('content system down');
        return [document('/a', 'Reklamacja')];
      },
    });
    await expect(service.ready()).rejects.toThrow('content system down');
    expect((await service.search({ query: 'reklamacja', size: 10, from: 0 })).hits.total.value).toBe(1);
  });

  it('keeps answers per indexed terms, page and filter, the least recently used going first', async () => {
    const documents = async () => [document('/a', 'Płatność kartą'), document('/b', 'Faktury')];
    const service = embeddedSearch({ documents, cacheSize: 2 });
    const page = { size: 10, from: 0 };
    const first = await service.search({ query: 'Płatność', ...page });
    expect(first.hits.hits.map((hit) => hit._id)).toEqual(['/a']);
    // The same indexed terms: the same answer.
    expect(await service.search({ query: '  platnosc!! ', ...page })).toBe(first);
    // Another page is another answer.
    expect(await service.search({ query: 'platnosc', size: 10, from: 1 })).not.toBe(first);
    await service.search({ query: 'faktury', ...page });
    // Two kept: „platnosc” on its first page went first.
    const again = await service.search({ query: 'platnosc', ...page });
    expect(again).not.toBe(first);
    // Searched anew: the same answer but for the time it took.
    expect({ ...again, took: first.took }).toEqual(first);
  });
});
