import { describe, expect, it, vi } from 'vitest';
import { readdir } from 'node:fs/promises';
import { definitions } from '#registry/generated/definitions.ts';
import { examples } from '#registry/generated/examples.ts';
import { renderBlock } from '#testing/render-block.ts';

// Content-backed blocks resolve their codes against the repository's seed content.
vi.mock('#content/queries.ts', () => import('#testing/seed-queries.ts'));

const folders = (await readdir(new URL('../blocks/', import.meta.url), { withFileTypes: true }))
  .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
  .map((e) => e.name)
  .sort();

describe('block registry', () => {
  it('has exactly one definition per block folder', () => {
    expect(Object.keys(definitions).sort()).toEqual(folders);
  });

  describe.each(folders)('%s', (name) => {
    it('has a Polish title, a description and at least one example', () => {
      const definition = definitions[name]!;
      expect(definition.title.length).toBeGreaterThan(2);
      expect(definition.description.length).toBeGreaterThan(10);
      expect(examples[name]?.length).toBeGreaterThan(0);
    });

    it('validates and renders every example', async () => {
      for (const example of examples[name] ?? []) {
        const html = await renderBlock(name, example.props, example.regions);
        expect(html.trim().length, example.title).toBeGreaterThan(0);
      }
    });
  });
});
