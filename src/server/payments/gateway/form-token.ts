import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_PREFIX } from './paths.ts';

/**
 * Form tokens of the gateway's pages: the browser holds a random value in an
 * HttpOnly cookie of the gateway's path; each form carries an HMAC of that
 * value and the transaction it is for. Another site can neither read the
 * cookie nor compute the HMAC, and a token is worthless for another transaction.
 */

const COOKIE = 'gateway_form';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface FormGuard {
  issue(request: FastifyRequest, reply: FastifyReply, binding: string): string;
  verify(request: FastifyRequest, token: string, binding: string): boolean;
}

export function createFormGuard(secret: string, secure: boolean): FormGuard {
  const key = createHmac('sha256', secret).update('gateway-form-token').digest();
  const mac = (value: string, binding: string) => createHmac('sha256', key).update(`${value}|${binding}`).digest();

  return {
    issue(request, reply, binding) {
      let value = request.cookies[COOKIE];
      if (!value || !VALUE.test(value)) {
        value = randomBytes(32).toString('base64url');
        reply.setCookie(COOKIE, value, { path: GATEWAY_PREFIX, httpOnly: true, sameSite: 'lax', secure });
        request.cookies[COOKIE] = value;
      }
      return mac(value, binding).toString('base64url');
    },
    verify(request, token, binding) {
      const value = request.cookies[COOKIE];
      if (!value || !VALUE.test(value) || !token) return false;
      const given = Buffer.from(token, 'base64url');
      const expected = mac(value, binding);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
