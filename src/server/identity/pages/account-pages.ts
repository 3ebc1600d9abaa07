import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  authenticate,
  changeLogin,
  changePassword,
  confirmPassword,
  createAccount,
  deleteAccount,
  findActiveAccount,
  LoginTakenError,
  normaliseLogin,
  type Account,
} from '../accounts.ts';
import type { FormFields } from '../http.ts';
import { redirect } from '../http.ts';
import type { FormState } from './html.ts';
import { checkedForm, frame, sendPage, type PageHandler, type PagesContext } from './context.ts';
import { changeLoginForm, changePasswordForm, deleteAccountForm, fieldErrors, pick, registrationForm } from './forms.ts';
import { texts } from './texts.ts';
import { changeLoginPage, changePasswordPage, deleteAccountPage, messagePage, registrationPage, type AccountFormPage } from './views.ts';

/**
 * Account pages outside a sign-in: registration, change login, change
 * password, delete account. Who is changed comes from the provider's session
 * when the browser has one (after signing in to the portal); otherwise the
 * form asks for the e-mail too. Either way the current password is required.
 */

export const ACCOUNT_PATHS = {
  registration: '/konto/rejestracja',
  changeLogin: '/konto/zmiana-loginu',
  changePassword: '/konto/zmiana-hasla',
  deleteAccount: '/konto/usuniecie-konta',
  done: '/konto/gotowe',
} as const;

const DONE = {
  rejestracja: texts.done.registered,
  login: texts.done.loginChanged,
  haslo: texts.done.passwordChanged,
  usuniete: texts.done.accountDeleted,
} as const;

type DoneKind = keyof typeof DONE;

const binding = (path: string) => `account:${path}`;

/**
 * The portal page to come back to (account/showIca's returnTo): an absolute
 * address on the portal's own origin, nothing else (an open redirect would
 * lend the provider's name to any site). undefined when absent or refused.
 */
export function returnToOf(ctx: PagesContext, req: IncomingMessage): string | undefined {
  const given = new URL(req.url ?? '/', 'http://provider.invalid').searchParams.get('returnTo');
  if (!given || given.length > 2048) return undefined;
  let target: URL;
  try {
    target = new URL(given);
  } catch {
    return undefined;
  }
  return target.origin === new URL(ctx.links.home).origin ? target.href : undefined;
}

/** A provider path with the return address carried along. */
const withReturnTo = (path: string, returnTo: string | undefined) => (returnTo ? `${path}?${new URLSearchParams({ returnTo })}` : path);

export function donePage(ctx: PagesContext, kind: string): PageHandler | undefined {
  if (!Object.hasOwn(DONE, kind)) return undefined;
  const message = DONE[kind as DoneKind];
  return async (req, res) => {
    // A deleted account has no portal page to return to: the start page, signed out.
    const next =
      kind === 'rejestracja'
        ? { href: ctx.links.login, label: texts.done.goToLogin }
        : { href: kind === 'usuniete' ? ctx.links.home : (returnToOf(ctx, req) ?? ctx.links.account), label: texts.backToPortal };
    sendPage(ctx, res, 200, messagePage({ ...frame(ctx), title: message.title, body: message.body, next }));
  };
}

function done(ctx: PagesContext, res: ServerResponse, kind: DoneKind, returnTo?: string): void {
  redirect(res, withReturnTo(`${ctx.basePath}${ACCOUNT_PATHS.done}/${kind}`, returnTo));
}

export function standaloneRegistrationRoute(ctx: PagesContext, method: 'GET' | 'POST'): PageHandler {
  const action = `${ctx.basePath}${ACCOUNT_PATHS.registration}`;
  const render = (req: IncomingMessage, res: ServerResponse, status: number, state?: FormState) =>
    sendPage(
      ctx,
      res,
      status,
      registrationPage({
        ...frame(ctx),
        variant: 'standard',
        action,
        loginUrl: ctx.links.login,
        csrfToken: ctx.csrf.issue(req, res, binding(ACCOUNT_PATHS.registration)),
        state,
      }),
    );

  return async (req, res) => {
    if (method === 'GET') return render(req, res, 200);
    const fields = await checkedForm(ctx, req, res, binding(ACCOUNT_PATHS.registration), action);
    if (!fields) return;
    const values = { email: fields.get('email').trim(), name: fields.get('name').trim() };
    const parsed = registrationForm.safeParse(pick(fields, ['email', 'name', 'password', 'passwordRepeat']));
    if (!parsed.success) return render(req, res, 400, { values, errors: fieldErrors(parsed.error) });
    const minutes = await ctx.throttle.registering(req);
    if (minutes > 0) return render(req, res, 429, { values, formError: { message: texts.validation.tooManyRegistrations(minutes), fields: [] } });
    try {
      await createAccount(ctx.db, { login: parsed.data.email, password: parsed.data.password, displayName: parsed.data.name });
    } catch (error) {
      if (!(error instanceof LoginTakenError)) throw error;
      return render(req, res, 400, { values, errors: { email: texts.validation.loginTaken } });
    }
    done(ctx, res, 'rejestracja');
  };
}

interface SignedIn {
  account: Account;
  /** The provider session's id. */
  sessionId: string;
  /** Ends the provider session (after the account is deleted). */
  end(): Promise<void>;
}

async function signedIn(ctx: PagesContext, req: IncomingMessage, res: ServerResponse): Promise<SignedIn | undefined> {
  const session = await ctx.provider.Session.get(ctx.provider.createContext(req, res));
  const account = session.accountId ? await findActiveAccount(ctx.db, session.accountId) : undefined;
  return account && { account, sessionId: session.jti, end: () => session.destroy() };
}

interface AccountFormSpec<S extends z.ZodType> {
  path: string;
  fields: readonly string[];
  /** Fields shown again after an error (never passwords). */
  keep: readonly string[];
  /** Which submitted field holds the password that proves who is asking. */
  passwordField: string;
  schema(signedIn: boolean): S;
  view(page: AccountFormPage): string;
  /** The change itself, for an account whose password checked out; returns errors to show, or the kind of success. */
  apply(ctx: PagesContext, account: Account, data: z.output<S>, session: SignedIn | undefined): Promise<Record<string, string> | DoneKind>;
}

function accountFormRoute<S extends z.ZodType>(ctx: PagesContext, spec: AccountFormSpec<S>, method: 'GET' | 'POST'): PageHandler {
  const render = (req: IncomingMessage, res: ServerResponse, status: number, session: SignedIn | undefined, state?: FormState) => {
    const returnTo = returnToOf(ctx, req);
    sendPage(
      ctx,
      res,
      status,
      spec.view({
        ...frame(ctx),
        action: withReturnTo(`${ctx.basePath}${spec.path}`, returnTo),
        csrfToken: ctx.csrf.issue(req, res, binding(spec.path)),
        signedInLogin: session?.account.login,
        cancelUrl: returnTo ?? ctx.links.account,
        state,
      }),
    );
  };

  const keptValues = (fields: FormFields) => Object.fromEntries(spec.keep.map((name) => [name, fields.get(name).trim()]));

  return async (req, res) => {
    const session = await signedIn(ctx, req, res);
    if (method === 'GET') return render(req, res, 200, session);

    const returnTo = returnToOf(ctx, req);
    const fields = await checkedForm(ctx, req, res, binding(spec.path), withReturnTo(`${ctx.basePath}${spec.path}`, returnTo));
    if (!fields) return;
    const values = keptValues(fields);
    const parsed = spec.schema(Boolean(session)).safeParse(pick(fields, spec.fields));
    if (!parsed.success) return render(req, res, 400, session, { values, errors: fieldErrors(parsed.error) });
    const data = parsed.data as z.output<S> & { currentEmail?: string };
    const password = fields.get(spec.passwordField);
    const login = session?.account.login ?? data.currentEmail ?? '';
    const minutes = await ctx.throttle.blockedFor(req, login);
    if (minutes > 0) return render(req, res, 429, session, { values, formError: { message: texts.validation.tooManyAttempts(minutes), fields: [] } });
    const account = session
      ? await confirmPassword(ctx.db, session.account.id, password)
      : await authenticate(ctx.db, data.currentEmail ?? '', password);
    if (!account) {
      await ctx.throttle.failed(req, login);
      const state: FormState = session
        ? { values, errors: { [spec.passwordField]: texts.validation.wrongPassword } }
        : { values, formError: { message: texts.validation.wrongCredentials, fields: ['currentEmail', spec.passwordField] } };
      return render(req, res, 400, session, state);
    }
    const outcome = await spec.apply(ctx, account, data, session);
    if (typeof outcome === 'string') return done(ctx, res, outcome, returnTo);
    render(req, res, 400, session, { values, errors: outcome });
  };
}

export function changeLoginRoute(ctx: PagesContext, method: 'GET' | 'POST'): PageHandler {
  return accountFormRoute(
    ctx,
    {
      path: ACCOUNT_PATHS.changeLogin,
      fields: ['currentEmail', 'newEmail', 'password'],
      keep: ['currentEmail', 'newEmail'],
      passwordField: 'password',
      schema: changeLoginForm,
      view: changeLoginPage,
      async apply(context, account, data) {
        if (data.newEmail === account.login) return { newEmail: texts.validation.sameEmail };
        try {
          await changeLogin(context.db, account.id, data.newEmail);
        } catch (error) {
          if (!(error instanceof LoginTakenError)) throw error;
          return { newEmail: texts.validation.loginTaken };
        }
        await context.onLoginChanged?.(account, normaliseLogin(data.newEmail));
        return 'login';
      },
    },
    method,
  );
}

export function changePasswordRoute(ctx: PagesContext, method: 'GET' | 'POST'): PageHandler {
  return accountFormRoute(
    ctx,
    {
      path: ACCOUNT_PATHS.changePassword,
      fields: ['currentEmail', 'currentPassword', 'newPassword', 'newPasswordRepeat'],
      keep: ['currentEmail'],
      passwordField: 'currentPassword',
      schema: changePasswordForm,
      view: changePasswordPage,
      async apply(context, account, data, session) {
        if (data.newPassword === data.currentPassword) return { newPassword: texts.validation.samePassword };
        await changePassword(context.db, account.id, data.newPassword);
        // Only the browser that changed it stays signed in at the provider.
        await context.onPasswordChanged?.(account, session?.account.id === account.id ? session.sessionId : undefined);
        return 'haslo';
      },
    },
    method,
  );
}

export function deleteAccountRoute(ctx: PagesContext, method: 'GET' | 'POST'): PageHandler {
  return accountFormRoute(
    ctx,
    {
      path: ACCOUNT_PATHS.deleteAccount,
      fields: ['currentEmail', 'password', 'confirmation'],
      keep: ['currentEmail', 'confirmation'],
      passwordField: 'password',
      schema: deleteAccountForm,
      view: deleteAccountPage,
      async apply(context, account, _data, session) {
        // The portal keeps the account through its grace period and deletes it after (account/deletion.ts); a provider
        // without the portal deletes it at once.
        if (context.onAccountDeleted) await context.onAccountDeleted(account);
        else await deleteAccount(context.db, account.id);
        if (session?.account.id === account.id) await session.end();
        return 'usuniete';
      },
    },
    method,
  );
}
