import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formOperations as op, submitOperationOf } from '#api-contract/forms.ts';
import { fieldMessagesOf, hasUnstorableText, messagesByField, polishIssueMessage } from '#api-contract/request-validation.ts';
import { callDayLabel, CALL_HOURS, upcomingCallDays } from '#forms/call-slots.ts';
import { formDefinitions, fromFormFields } from '#forms/definitions.ts';
import { formMessages } from '#forms/messages.ts';
import { FORM_KINDS, PAGE_FIELD, PAGE_PATTERN, splitPage, thanksAnchor, type FormKind } from '#forms/protocol.ts';
import { FormMarkup } from '#forms/view/form-markup.ts';
import { CallError, isCallError } from '../http/call-error.ts';
import { route } from '../http/route.ts';
import { zodValidatorCompilerNaming } from '../http/validation.ts';
import { messages } from '#api-contract/messages.ts';
import { acceptForm } from '../forms/submissions.ts';
import { signFormToken } from '../forms/token.ts';

/**
 * The forms' calls (src/api-contract/forms.ts). A submit call takes JSON
 * (the modals and the form blocks' script) or, from a form without
 * JavaScript, application/x-www-form-urlencoded: answered with a redirect to
 * the form's thank-you anchor, or with a Polish page holding the refused form.
 */

const URLENCODED = 'application/x-www-form-urlencoded';

/** A plain form's fields; a name sent twice keeps its first value (a form never sends one twice). */
function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return fields;
}

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e;line-height:1.5}
.form-field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}.form-field--checkbox{flex-direction:row;flex-wrap:wrap;align-items:flex-start;gap:.5rem}
input,select,textarea{font:inherit;padding:.5rem;border:1px solid #667;border-radius:4px}[aria-invalid=true]{border-color:#b00020}
.form-field__error,.form-block__error{color:#b00020;margin:0}.form-field__error:empty,.form-block__error:empty{display:none}.form-field__hint{margin:0;color:#445;font-size:.9em}
.form-block__trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.form-block__thanks{display:none}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1d3b8f;color:#fff;cursor:pointer}`;
const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

function refusedPage(props: Parameters<typeof FormMarkup>[0], backTo: string): string {
  const definition = formDefinitions[props.kind];
  const page = createElement(
    'html',
    { lang: 'pl' },
    createElement(
      'head',
      null,
      createElement('meta', { charSet: 'utf-8' }),
      createElement('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      createElement('meta', { name: 'robots', content: 'noindex' }),
      createElement('title', null, `${formMessages.refusedPageTitle} – ${definition.title}`),
      createElement('style', { dangerouslySetInnerHTML: { __html: PAGE_STYLE } }),
    ),
    createElement(
      'body',
      null,
      createElement(
        'main',
        null,
        createElement('h1', null, formMessages.refusedPageTitle),
        createElement('p', null, formMessages.refusedPageIntro),
        createElement(FormMarkup, props),
        createElement('p', null, createElement('a', { href: backTo }, formMessages.back)),
      ),
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${PAGE_STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(html);
}

/** A form sent without JavaScript: the same schema and the same acceptance, answered for a browser. */
async function plainSubmit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, kind: FormKind) {
  const raw = (request.body ?? {}) as Record<string, string>;
  const rawPage = raw[PAGE_FIELD] ?? '';
  const page = PAGE_PATTERN.test(rawPage) ? rawPage : '/';
  const { path, anchor } = splitPage(page);
  const formId = anchor ?? `formularz-${kind}`;
  const render = async (status: number, errors: Record<string, string>, formError?: string) =>
    sendPage(
      reply,
      status,
      refusedPage(
        {
          kind,
          formId,
          token: signFormToken(await app.portal.forms.tokenKey(), kind, app.portal.config.now()),
          page,
          values: raw,
          errors,
          formError,
        },
        path,
      ),
    );

  if (hasUnstorableText(raw)) return render(400, {}, messages.unstorableText);
  const schema = submitOperationOf[kind].body!;
  const parsed = schema.safeParse(fromFormFields(kind, raw), { error: polishIssueMessage });
  if (!parsed.success) return render(400, messagesByField(parsed.error.issues));
  try {
    await acceptForm(app, request, kind, parsed.data as Record<string, unknown>);
  } catch (error) {
    if (!isCallError(error)) throw error;
    const fields = fieldMessagesOf(error.message);
    return render(error.httpStatus, fields, Object.keys(fields).length > 0 ? undefined : error.message);
  }
  return reply
    .code(303)
    .header('cache-control', 'no-store')
    .redirect(`${path}#${thanksAnchor(formId)}`, 303);
}

export const formRoutes: FastifyPluginAsync = async (app) => {
  // A form names every refused field, not the first three: each is shown beside its field.
  app.setValidatorCompiler(zodValidatorCompilerNaming(Number.POSITIVE_INFINITY));
  app.addContentTypeParser(URLENCODED, { parseAs: 'string' }, (_request, body, done) => done(null, parseFormBody(body as string)));
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || !(request.headers['content-type'] ?? '').toLowerCase().startsWith(URLENCODED)) return;
    const kind = FORM_KINDS.find((candidate) => request.routeOptions.url === `/api/forms/${candidate}`);
    if (!kind) throw new CallError(404, messages.notFound);
    await plainSubmit(app, request, reply, kind);
    return reply;
  });

  route(app, op.formToken, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: signFormToken(await app.portal.forms.tokenKey(), request.query.form, app.portal.config.now()) };
  });

  route(app, op.callSlots, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const variant = request.query.variant;
    const days = upcomingCallDays(variant, app.portal.config.now());
    const { rows } = await app.portal.db.query<{ day: string; slot: string; taken: number }>(
      'SELECT day, slot, count(*)::int AS taken FROM call_bookings WHERE variant = $1 AND day = ANY($2::date[]) GROUP BY day, slot',
      [variant, days.map((day) => day.day)],
    );
    const taken = new Map(rows.map((row) => [`${row.day} ${row.slot}`, row.taken]));
    const capacity = CALL_HOURS[variant].capacity;
    return {
      variant,
      days: days.map(({ day, slots }) => ({
        day,
        label: callDayLabel(day),
        slots: slots.map((slot) => ({ slot, free: (taken.get(`${day} ${slot}`) ?? 0) < capacity })),
      })),
    };
  });

  for (const kind of FORM_KINDS) {
    const operation = submitOperationOf[kind];
    route(app, operation, async (request) => acceptForm(app, request, kind, request.body as Record<string, unknown>));
  }
};
