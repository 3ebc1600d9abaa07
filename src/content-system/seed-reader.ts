import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Entries as stored in the seed files: served as they are; the build's loader validates them. */
export type RawEntry = Record<string, unknown>;

export type RawContent = {
  site: RawEntry;
  pages: RawEntry[];
  offers: RawEntry[];
  products: RawEntry[];
  bundles: RawEntry[];
  metaProducts: RawEntry[];
  eventConfigs: RawEntry[];
  supportCategories: RawEntry[];
  documents: RawEntry[];
  salons: RawEntry[];
};

export const defaultSeedDir = fileURLToPath(new URL('./seed/', import.meta.url));

/** Collection name -> seed file holding its list. */
const listFiles = {
  offers: 'offers.json',
  products: 'products.json',
  bundles: 'bundles.json',
  metaProducts: 'meta-products.json',
  eventConfigs: 'event-configs.json',
  supportCategories: 'support-categories.json',
  documents: 'documents.json',
  salons: 'salons.json',
} as const;

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Content system: cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`Content system: ${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

const isEntry = (value: unknown): value is RawEntry => typeof value === 'object' && value !== null && !Array.isArray(value);

async function readList(file: string): Promise<RawEntry[]> {
  const value = await readJson(file);
  if (!Array.isArray(value) || !value.every(isEntry)) throw new Error(`Content system: ${file} must hold an array of objects`);
  return value;
}

/** Reads the seed folder: site.json, one list file per collection, and one JSON file per page under pages/ (subfolders allowed). */
export async function readSeed(seedDir: string = defaultSeedDir): Promise<RawContent> {
  const site = await readJson(path.join(seedDir, 'site.json'));
  if (!isEntry(site)) throw new Error(`Content system: ${path.join(seedDir, 'site.json')} must hold an object`);

  const pagesDir = path.join(seedDir, 'pages');
  const pageFiles = (await readdir(pagesDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const pages = await Promise.all(
    pageFiles.map(async (file) => {
      const page = await readJson(file);
      if (!isEntry(page)) throw new Error(`Content system: the page file ${file} must hold an object`);
      return page;
    }),
  );

  const lists = await Promise.all(Object.entries(listFiles).map(async ([name, file]) => [name, await readList(path.join(seedDir, file))] as const));
  return { site, pages, ...(Object.fromEntries(lists) as Omit<RawContent, 'site' | 'pages'>) };
}
