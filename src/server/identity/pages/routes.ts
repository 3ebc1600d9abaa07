import type { PageHandler, PagesContext } from './context.ts';
import { ACCOUNT_PATHS, changeLoginRoute, changePasswordRoute, deleteAccountRoute, donePage, standaloneRegistrationRoute } from './account-pages.ts';
import { loginRoute, registrationRoute, startInteraction } from './interaction-pages.ts';
import { serveStylesheet, STYLESHEET_PATH } from './stylesheet.ts';

/** Which of our pages answers a request; undefined leaves it to oidc-provider. Paths are relative to the mount prefix. */

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(logowanie|rejestracja))?$/;
const DONE = /^\/konto\/gotowe\/([a-z]+)$/;

export function pageRoute(ctx: PagesContext, method: string | undefined, path: string): PageHandler | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  if (verb !== 'GET' && verb !== 'POST') return undefined;

  if (path === STYLESHEET_PATH) return verb === 'GET' ? serveStylesheet : undefined;

  const interaction = INTERACTION.exec(path);
  if (interaction) {
    const [, uid = '', page] = interaction;
    if (page === 'logowanie') return loginRoute(ctx, uid, verb);
    if (page === 'rejestracja') return registrationRoute(ctx, uid, verb);
    return verb === 'GET' ? startInteraction(ctx, uid) : undefined;
  }

  switch (path) {
    case ACCOUNT_PATHS.registration:
      return standaloneRegistrationRoute(ctx, verb);
    case ACCOUNT_PATHS.changeLogin:
      return changeLoginRoute(ctx, verb);
    case ACCOUNT_PATHS.changePassword:
      return changePasswordRoute(ctx, verb);
    case ACCOUNT_PATHS.deleteAccount:
      return deleteAccountRoute(ctx, verb);
  }

  const done = DONE.exec(path);
  if (done && verb === 'GET') return donePage(ctx, done[1] ?? '');
  return undefined;
}
