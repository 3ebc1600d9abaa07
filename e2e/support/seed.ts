import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { templates } from '#content-schema/templates.ts';

/**
 * The seed content the build reads (the test's input, not its output): lets
 * tests find a page of a given template and the texts editors configured.
 */
const seedDir = path.resolve(import.meta.dirname, '../../src/content-system/seed');

export type SeedPage = {
  path: string;
  title: string;
  template: string;
  slug?: string;
  flags?: { hideheader?: boolean; showbreadcrumbs?: boolean; showFooter?: boolean; shortFooter?: boolean };
  breadcrumbs?: Array<{ text: string; url: string }>;
  auth?: { required: boolean; redirectUrl?: string };
};

type SeedMenuItem = { label: string; url: string; target?: boolean; visibility?: unknown; menuSettings?: { id?: string } };

export type SeedSite = {
  mainMenu: SeedMenuItem[];
  iconMenu: SeedMenuItem[];
  userDropdown: { title: string; description?: string; button: { title: string; url: string } };
  footer: { columns: Array<{ title: string }>; social: Array<{ network: string; url: string }> };
  redirects: Array<{ source: string; destination: string }>;
  allowedRedirectHosts?: string[];
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const site = readJson<SeedSite>(path.join(seedDir, 'site.json'));

export const pages: SeedPage[] = readdirSync(path.join(seedDir, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => readJson<SeedPage>(path.join(seedDir, 'pages', file)));

export const pageAt = (pagePath: string): SeedPage | undefined => pages.find((p) => p.path === pagePath);

/** The first seed page (by path) built from one of these templates. */
export const pageWithTemplate = (...templates: string[]): SeedPage | undefined =>
  pages.filter((p) => templates.includes(p.template)).sort((a, b) => a.path.localeCompare(b.path))[0];

/** Whether the page is for signed-in customers only (its own setting, else its template's, as src/layouts/resolve-page.ts decides). */
export function requiresLogin(pagePath: string): boolean {
  const page = pageAt(pagePath);
  if (!page) return false;
  return page.auth?.required ?? (templates as Record<string, { authRequired?: boolean } | undefined>)[page.template]?.authRequired ?? false;
}
