import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Queryable } from '../../db/index.ts';
import type { Account } from '../accounts.ts';
import type { CsrfGuard } from '../csrf.ts';
import type { PasswordThrottle } from '../password-throttle.ts';
import { FormError, readForm, sendHtml, type FormFields } from '../http.ts';
import { texts } from './texts.ts';
import { messagePage, type Frame } from './views.ts';

/** What the identity pages share: the provider, the accounts' database, links and the form guard. */

export interface PortalLinks {
  /** The portal's start page. */
  home: string;
  /** Where the portal starts a sign-in (its login page). */
  login: string;
  /** The customer's account area. */
  account: string;
}

export interface PagesContext {
  provider: Provider;
  db: Queryable;
  /** Public path of the provider (its issuer's path), e.g. /oidc. */
  basePath: string;
  links: PortalLinks;
  csrf: CsrfGuard;
  csp: string;
  /** Failed password attempts, counted per login and per client address. */
  throttle: PasswordThrottle;
  onAccountDeleted?: (account: Account) => Promise<void>;
  /** Called after a login change with the new login as stored. */
  onLoginChanged?: (account: Account, newLogin: string) => Promise<void>;
  /** Called after a password change, to end the account's other sessions. */
  onPasswordChanged?: (account: Account, keepProviderSession: string | undefined) => Promise<void>;
}

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function frame(ctx: PagesContext): Frame {
  return { basePath: ctx.basePath, portalUrl: ctx.links.home };
}

export function sendPage(ctx: PagesContext, res: ServerResponse, status: number, html: string): void {
  sendHtml(res, status, html, { csp: ctx.csp });
}

export function sendProblem(
  ctx: PagesContext,
  res: ServerResponse,
  status: number,
  problem: { title: string; body: string },
  next: { href: string; label: string } = { href: ctx.links.home, label: texts.backToPortal },
): void {
  sendPage(ctx, res, status, messagePage({ ...frame(ctx), ...problem, next }));
}

/**
 * The form of a POST once its token checks out for this binding; otherwise the
 * answer (415/413 for a body that is no form, 403 for a missing or wrong token)
 * is already sent and undefined comes back.
 */
export async function checkedForm(
  ctx: PagesContext,
  req: IncomingMessage,
  res: ServerResponse,
  binding: string,
  retryUrl: string,
): Promise<FormFields | undefined> {
  let fields: FormFields;
  try {
    fields = await readForm(req);
  } catch (error) {
    if (!(error instanceof FormError)) throw error;
    sendProblem(ctx, res, error.status, texts.problems.badForm, { href: retryUrl, label: texts.problems.formExpired.retry });
    return undefined;
  }
  if (!ctx.csrf.verify(req, fields.get('csrf'), binding)) {
    sendProblem(ctx, res, 403, texts.problems.formExpired, { href: retryUrl, label: texts.problems.formExpired.retry });
    return undefined;
  }
  return fields;
}
