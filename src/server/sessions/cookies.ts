import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/**
 * The session's two cookies. SESSION is the secret (HttpOnly: scripts never
 * see it); XSRF-TOKEN is meant to be read by the page's script, which echoes
 * it in the X-XSRF-TOKEN header (double submit, spec 9). Both are browser-
 * session cookies: the server ends the session after 30 idle minutes anyway.
 */

export const SESSION_COOKIE = 'SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function options(secure: boolean, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, options(secure, true));
}

export function setXsrfCookie(reply: FastifyReply, xsrfToken: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, xsrfToken, options(secure, false));
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, options(secure, true));
  reply.clearCookie(XSRF_COOKIE, options(secure, false));
}
