import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalProcess, type PortalProcess } from '#testing/portal-process.ts';
import { BENCH_CUSTOMER, sessionLogin, signInSessions } from './load-login.ts';

/**
 * The bench's sign-in against the portal's real server (a process on a fresh
 * PGlite folder, the customer API and the embedded identity provider): the
 * sessions it hands to the load are signed in, distinct, and carry only the
 * portal's cookies; a login the provider refuses stops it with the reason.
 */

const TIMEOUT = 120_000;
let dir: string;
let portal: PortalProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bench-login-'));
  portal = await startPortalProcess({ dataDir: dir });
}, TIMEOUT);

afterAll(async () => {
  await portal?.stop();
  await rm(dir, { recursive: true, force: true });
}, TIMEOUT);

describe('signInSessions', () => {
  it(
    'signs in sessions of the demo customer through the login form, each its own',
    async () => {
      const sessions = await signInSessions([portal!.origin], 3, BENCH_CUSTOMER, 2);
      expect(sessions).toHaveLength(3);
      expect(new Set(sessions.map((s) => s.cookie)).size).toBe(3);
      for (const session of sessions) {
        expect(session.cookie).toMatch(/^SESSION=[^;]+; XSRF-TOKEN=[^;]+$/);
        expect(session.cookie).toContain(`XSRF-TOKEN=${session.xsrfToken}`);
        expect(await sessionLogin(portal!.origin, session)).toBe(BENCH_CUSTOMER);
      }
    },
    TIMEOUT,
  );

  it(
    'stops with the page the login ended on when the provider refuses it',
    async () => {
      await expect(signInSessions([portal!.origin], 1, 'nikt@horyzont.example')).rejects.toThrow(
        new RegExp(
          `^signing in session 1 of 1 on ${portal!.origin}: the login ended on ${portal!.origin}/oidc/.* \\(HTTP \\d+\\), not back on the portal$`,
        ),
      );
    },
    TIMEOUT,
  );
});
