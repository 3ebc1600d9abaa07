// The portal's content system, loaded by Node at run time rather than bundled
// by Next: it runs on the repository's graphql-yoga and graphql (Payload has
// its own graphql: the two never exchange objects) and reads its own files
// relative to itself, which a bundle would break.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type ContentSystemModule = typeof import('../../../src/content-system/create-content-system.ts');

/** The repository the CMS belongs to (its parent folder, or CMS_REPOSITORY_ROOT). */
export const repositoryRoot = () => path.resolve(process.env.CMS_REPOSITORY_ROOT || path.join(process.cwd(), '..'));

let loaded: Promise<ContentSystemModule> | undefined;

export function portalContentSystem(): Promise<ContentSystemModule> {
  const file = pathToFileURL(path.join(repositoryRoot(), 'src/content-system/create-content-system.ts')).href;
  loaded ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ file) as Promise<ContentSystemModule>;
  return loaded;
}
