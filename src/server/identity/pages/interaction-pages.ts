import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { authenticate, createAccount, LoginTakenError } from '../accounts.ts';
import { redirect } from '../http.ts';
import { checkedForm, frame, sendPage, sendProblem, type PageHandler, type PagesContext } from './context.ts';
import { fieldErrors, loginForm, pick, registrationForm, shopRegistrationForm } from './forms.ts';
import { texts } from './texts.ts';
import { loginPage, registrationPage } from './views.ts';

/**
 * The pages of a sign-in in progress (an oidc-provider interaction): login and
 * registration, the latter in its shop variant when the portal asked for it
 * with `signup=shop`. Consent is granted without a page: every client of
 * this provider is the operator's own portal.
 */

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type Variant = 'standard' | 'shop';

const paths = (ctx: PagesContext, uid: string) => ({
  start: `${ctx.basePath}/interaction/${uid}`,
  login: `${ctx.basePath}/interaction/${uid}/logowanie`,
  registration: `${ctx.basePath}/interaction/${uid}/rejestracja`,
});

const binding = (uid: string) => `interaction:${uid}`;

/** The interaction this browser is in, if it is the one in the URL and still alive. */
async function interactionFor(ctx: PagesContext, req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
  try {
    const interaction = await ctx.provider.interactionDetails(req, res);
    return interaction.uid === uid ? interaction : undefined;
  } catch (error) {
    // A missing or expired interaction (SessionNotFound) is an ordinary outcome: the page says so.
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

function expired(ctx: PagesContext, res: ServerResponse): void {
  sendProblem(ctx, res, 400, texts.problems.interactionExpired, { href: ctx.links.login, label: texts.done.goToLogin });
}

function variantOf(interaction: Interaction): Variant {
  return interaction.params.signup === 'shop' ? 'shop' : 'standard';
}

/** Grants what the portal asked for and lets the provider continue to the redirect with the code. */
async function grantConsent(ctx: PagesContext, req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
  const { Grant } = ctx.provider;
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id);
  const grant = (interaction.grantId ? await Grant.find(interaction.grantId) : undefined) ?? new Grant({ accountId, clientId });
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  await ctx.provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

export function startInteraction(ctx: PagesContext, uid: string): PageHandler {
  return async (req, res) => {
    const interaction = await interactionFor(ctx, req, res, uid);
    if (!interaction) return expired(ctx, res);
    if (interaction.prompt.name === 'consent') return grantConsent(ctx, req, res, interaction);
    const to = paths(ctx, uid);
    redirect(res, interaction.params.signup ? to.registration : to.login);
  };
}

export function loginRoute(ctx: PagesContext, uid: string, method: 'GET' | 'POST'): PageHandler {
  const to = paths(ctx, uid);
  const render = (req: IncomingMessage, res: ServerResponse, status: number, state: Parameters<typeof loginPage>[0]['state']) =>
    sendPage(
      ctx,
      res,
      status,
      loginPage({ ...frame(ctx), action: to.login, csrfToken: ctx.csrf.issue(req, res, binding(uid)), registrationUrl: to.registration, state }),
    );

  return async (req, res) => {
    if (method === 'GET') {
      const interaction = await interactionFor(ctx, req, res, uid);
      if (!interaction) return expired(ctx, res);
      if (interaction.prompt.name !== 'login') return redirect(res, to.start);
      const hint = interaction.params.login_hint;
      return render(req, res, 200, { values: { email: typeof hint === 'string' ? hint : '' } });
    }

    const fields = await checkedForm(ctx, req, res, binding(uid), to.login);
    if (!fields) return;
    const interaction = await interactionFor(ctx, req, res, uid);
    if (!interaction || interaction.prompt.name !== 'login') return expired(ctx, res);
    const values = { email: fields.get('email').trim() };
    const parsed = loginForm.safeParse(pick(fields, ['email', 'password']));
    if (!parsed.success) return render(req, res, 400, { values, errors: fieldErrors(parsed.error) });
    const minutes = await ctx.throttle.blockedFor(req, parsed.data.email);
    if (minutes > 0) return render(req, res, 429, { values, formError: { message: texts.validation.tooManyAttempts(minutes), fields: [] } });
    const account = await authenticate(ctx.db, parsed.data.email, parsed.data.password);
    if (!account) {
      await ctx.throttle.failed(req, parsed.data.email);
      return render(req, res, 400, { values, formError: { message: texts.validation.wrongCredentials, fields: ['email', 'password'] } });
    }
    await ctx.provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
  };
}

export function registrationRoute(ctx: PagesContext, uid: string, method: 'GET' | 'POST'): PageHandler {
  const to = paths(ctx, uid);
  const render = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    variant: Variant,
    state?: Parameters<typeof registrationPage>[0]['state'],
  ) =>
    sendPage(
      ctx,
      res,
      status,
      registrationPage({
        ...frame(ctx),
        variant,
        action: to.registration,
        loginUrl: to.login,
        csrfToken: ctx.csrf.issue(req, res, binding(uid)),
        state,
      }),
    );

  return async (req, res) => {
    if (method === 'GET') {
      const interaction = await interactionFor(ctx, req, res, uid);
      if (!interaction) return expired(ctx, res);
      if (interaction.prompt.name !== 'login') return redirect(res, to.start);
      return render(req, res, 200, variantOf(interaction));
    }

    const fields = await checkedForm(ctx, req, res, binding(uid), to.registration);
    if (!fields) return;
    const interaction = await interactionFor(ctx, req, res, uid);
    if (!interaction || interaction.prompt.name !== 'login') return expired(ctx, res);
    const variant = variantOf(interaction);
    const values = { email: fields.get('email').trim(), name: fields.get('name').trim(), saleTerms: fields.get('saleTerms') };
    const schema = variant === 'shop' ? shopRegistrationForm : registrationForm;
    const parsed = schema.safeParse(pick(fields, ['email', 'name', 'password', 'passwordRepeat', 'saleTerms']));
    if (!parsed.success) return render(req, res, 400, variant, { values, errors: fieldErrors(parsed.error) });
    const minutes = await ctx.throttle.registering(req);
    if (minutes > 0) {
      return render(req, res, 429, variant, { values, formError: { message: texts.validation.tooManyRegistrations(minutes), fields: [] } });
    }
    try {
      const account = await createAccount(ctx.db, {
        login: parsed.data.email,
        password: parsed.data.password,
        displayName: parsed.data.name,
        acceptedSaleTerms: variant === 'shop',
      });
      await ctx.provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    } catch (error) {
      if (!(error instanceof LoginTakenError)) throw error;
      render(req, res, 400, variant, { values, errors: { email: texts.validation.loginTaken } });
    }
  };
}
