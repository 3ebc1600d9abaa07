import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the documentation names must exist in the working
 * tree: README.md and docs/*.md are read, and their inline code spans and
 * markdown link targets are checked.
 *
 * What counts as a repository path:
 * - in an inline code span, every whitespace-separated word (so paths inside
 *   commands such as `node src/server/main.ts` are checked too) that starts
 *   with one of the repository's top-level folders or files (`src/`,
 *   `blocks/`, `package.json`, …);
 * - a markdown link target that is not a URL, a site route (`/…`) or an
 *   anchor: resolved against the document's folder, as a reader's browser
 *   would.
 * Fenced code blocks are examples and commands, not references, and are not
 * read. A path with wildcards (`*`, `**`, `{a,b}`) or placeholders
 * (`<name>`) must match at least one file or folder. A path under a
 * git-ignored folder (`src/registry/generated/`, built by the registry
 * generator) is generated at run time and not required. A path ending in `/`
 * must be a folder.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

const TOP_LEVEL = [
  'src',
  'blocks',
  'content-schema',
  'scripts',
  'tests',
  'e2e',
  'cms',
  'public',
  'docs',
  '.ci',
  'package.json',
  'package-lock.json',
  'astro.config.mjs',
  'tsconfig.json',
  'README.md',
  '.gitignore',
];

interface PathReference {
  doc: string;
  line: number;
  /** The path as written, relative to the repository root. */
  path: string;
}

const rel = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/');

function docFiles(): string[] {
  const docsDir = path.join(root, 'docs');
  const docs = fs.existsSync(docsDir)
    ? fs
        .readdirSync(docsDir)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => path.join(docsDir, name))
    : [];
  return [path.join(root, 'README.md'), ...docs];
}

/** The text with fenced code blocks and HTML comments blanked, line numbers kept. */
function proseOf(markdown: string): string[] {
  const lines = markdown.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  let fence: string | null = null;
  return lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker[0]!.repeat(marker.length);
      return '';
    }
    if (fence !== null) {
      if (marker && marker.startsWith(fence)) fence = null;
      return '';
    }
    return line;
  });
}

function cleanWord(word: string): string {
  return word
    .replace(/^[("'`]+/, '')
    .replace(/[)"'`,;:]+$/, '')
    .replace(/[?#].*$/, '');
}

const isRepositoryPath = (word: string) => TOP_LEVEL.some((top) => word === top || word.startsWith(`${top}/`));

/** Every repository path a document names, with its line. */
function referencesOf(file: string, markdown: string): PathReference[] {
  const doc = rel(file);
  const found: PathReference[] = [];
  proseOf(markdown).forEach((text, index) => {
    const line = index + 1;
    // Link targets first; then inline code outside them.
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
      const withoutAnchor = decodeURI(target.replace(/[?#].*$/, ''));
      if (withoutAnchor === '') continue;
      const resolved = rel(path.resolve(path.dirname(file), withoutAnchor)) + (withoutAnchor.endsWith('/') ? '/' : '');
      found.push({ doc, line, path: resolved.startsWith('..') ? withoutAnchor : resolved });
    }
    for (const match of text.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      for (const word of match[2]!.trim().split(/\s+/)) {
        const candidate = cleanWord(word);
        if (/^[a-z][a-z0-9+.-]*:\/\//i.test(candidate)) continue;
        if (isRepositoryPath(candidate)) found.push({ doc, line, path: candidate });
      }
    }
  });
  return found;
}

/** Simple .gitignore reading: folder and file patterns, `*` within a name. */
function ignoredPatterns(): RegExp[] {
  const file = path.join(root, '.gitignore');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((pattern) => {
      const anchored = pattern.replace(/\/$/, '').includes('/');
      const body = pattern
        .replace(/^\//, '')
        .replace(/\/$/, '')
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*');
      return new RegExp(`${anchored ? '^' : '(^|/)'}${body}(/|$)`);
    });
}

const WILDCARD = /[*{]|<[^>]+>/;

/** A glob segment as a regular expression: `*`, `{a,b}` and `<placeholder>` are wildcards. */
function segmentPattern(segment: string): RegExp {
  let source = '';
  for (const token of segment.split(/(\*|\{[^}]*\}|<[^>]+>)/).filter(Boolean)) {
    if (token === '*' || token.startsWith('<')) source += '[^/]*';
    else if (token.startsWith('{')) source += `(?:${token.slice(1, -1).split(',').map(escape).join('|')})`;
    else source += escape(token);
  }
  return new RegExp(`^${source}$`);
}
function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a path with wildcards matches at least one entry of the working tree. */
function globMatches(directory: string, segments: string[]): boolean {
  if (segments.length === 0) return true;
  const [segment, ...rest] = segments as [string, ...string[]];
  if (segment === '') return rest.length === 0 ? fs.statSync(directory).isDirectory() : globMatches(directory, rest);
  if (!fs.existsSync(directory) || !fs.statSync(directory).isDirectory()) return false;
  const entries = fs.readdirSync(directory, { withFileTypes: true }).filter((entry) => entry.name !== 'node_modules' && entry.name !== '.git');
  if (segment === '**') {
    if (globMatches(directory, rest)) return true;
    return entries.filter((entry) => entry.isDirectory()).some((entry) => globMatches(path.join(directory, entry.name), segments));
  }
  if (!WILDCARD.test(segment)) {
    const next = path.join(directory, segment);
    return fs.existsSync(next) && (rest.length === 0 || globMatches(next, rest));
  }
  const pattern = segmentPattern(segment);
  return entries.filter((entry) => pattern.test(entry.name)).some((entry) => globMatches(path.join(directory, entry.name), rest));
}

/** Why a named path does not hold, or null when it does. */
function problemOf(reference: string): string | null {
  if (reference.startsWith('..')) return 'points outside the repository';
  if (ignoredPatterns().some((pattern) => pattern.test(reference))) return null;
  if (WILDCARD.test(reference)) return globMatches(root, reference.split('/')) ? null : 'matches nothing';
  const absolute = path.join(root, reference.replace(/\/+$/, ''));
  if (!fs.existsSync(absolute)) return 'does not exist';
  if (reference.endsWith('/') && !fs.statSync(absolute).isDirectory()) return 'is not a folder';
  return null;
}

const documents = docFiles().map((file) => ({ file, doc: rel(file), references: referencesOf(file, fs.readFileSync(file, 'utf8')) }));

describe('repository paths named in the documentation', () => {
  it('finds the documentation and the paths it names', () => {
    expect(documents.map((d) => d.doc)).toContain('README.md');
    expect(documents.length).toBeGreaterThan(1);
    // A detector that finds nothing would pass every check below.
    expect(documents.flatMap((d) => d.references).length).toBeGreaterThan(50);
  });

  it.each(documents.map((d) => [d.doc, d] as const))('%s names only paths that exist', (_doc, { references }) => {
    const broken = references.flatMap(({ doc, line, path: named }) => {
      const problem = problemOf(named);
      return problem === null ? [] : [`${doc}:${line}: ${named} ${problem}`];
    });
    expect(broken, `paths named in ${_doc} that do not exist:\n${broken.join('\n')}`).toEqual([]);
  });

  it('detects paths in code spans, commands, globs and links, and skips URLs and fenced examples', () => {
    const sample = [
      'See `src/server/main.ts`, run `node scripts/bench.ts --only=load`, and read [the docs](configuration.md#env).',
      'Blocks live in `blocks/*/block.ts` and `blocks/<name>/`; the site is at `http://127.0.0.1:4321/` and `/api/login`.',
      '```sh',
      'node src/nowhere.ts',
      '```',
    ].join('\n');
    const named = referencesOf(path.join(root, 'docs', 'sample.md'), sample).map((r) => `${r.line}:${r.path}`);
    expect(named).toEqual(['1:docs/configuration.md', '1:src/server/main.ts', '1:scripts/bench.ts', '2:blocks/*/block.ts', '2:blocks/<name>/']);
    expect(problemOf('src/server/main.ts')).toBeNull();
    expect(problemOf('blocks/*/block.ts')).toBeNull();
    expect(problemOf('src/pages/[...slug].astro')).toBeNull();
    expect(problemOf('src/pages/[...page].astro')).toBe('does not exist');
    expect(problemOf('blocks/*/nothing-like-this.ts')).toBe('matches nothing');
    expect(problemOf('package.json/')).toBe('is not a folder');
    expect(problemOf('src/registry/generated/BlockSwitch.astro')).toBeNull();
  });
});
