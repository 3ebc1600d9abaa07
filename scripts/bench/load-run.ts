import autocannon from 'autocannon';
import { XSRF_COOKIE, XSRF_HEADER } from '#server/sessions/cookies.ts';
import {
  emptyTally,
  emptyWindow,
  recordResponse,
  sessionFromSetCookies,
  shapeMeasurement,
  tallyBody,
  visitorXsrfToken,
  type BenchSession,
  type LoadMeasurement,
  type LoadTarget,
} from './load-results.ts';

/**
 * One target under load with autocannon, on loopback. Every response time is
 * recorded (sub-millisecond percentiles) and every API body is checked for a
 * success envelope. Connections of session targets each send their own session.
 */

export interface LoadSettings {
  connections: number;
  /** Load before the measured window, on the same connections; its responses are not counted. */
  warmupSeconds: number;
  /** The measured window (autocannon may run up to a second longer; that load counts too). */
  durationSeconds: number;
}

async function post(origin: string, call: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${origin}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call} answered ${response.status} when starting a session: ${text.slice(0, 200)}`);
  return response;
}

/**
 * `count` anonymous sessions, each stored as a visitor's is: sessionData gives
 * the visitor's XSRF token (and stores nothing), the first state-changing
 * call (an empty cart/clearCart) stores the session.
 */
export async function startSessions(origin: string, count: number): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  for (let i = 0; i < count; i++) {
    const visitor = (await post(origin, 'sessionData')).headers.getSetCookie();
    const xsrfToken = visitorXsrfToken(visitor);
    const stored = await post(origin, 'cart/clearCart', { cookie: `${XSRF_COOKIE}=${xsrfToken}`, [XSRF_HEADER]: xsrfToken });
    sessions.push(sessionFromSetCookies([...visitor, ...stored.headers.getSetCookie()]));
  }
  return sessions;
}

function headersFor(target: LoadTarget, session: BenchSession | undefined): Record<string, string> {
  return {
    ...(target.body !== undefined && { 'content-type': 'application/json' }),
    ...(session && { cookie: session.cookie }),
    ...(session && target.session?.xsrf && { [XSRF_HEADER]: session.xsrfToken }),
  };
}

/** Connections per server process: as even as can be, the first ones taking what does not divide. */
export function splitConnections(connections: number, processes: number): number[] {
  return Array.from({ length: processes }, (_, i) => Math.floor(connections / processes) + (i < connections % processes ? 1 : 0));
}

/**
 * One autocannon run of warm-up plus measurement on the same connections
 * (new connections would put their start-up into the figures): responses
 * before the warm-up ends are dropped, those after it are counted, bodies
 * included, until autocannon stops. With several origins (server processes
 * on one database) the connections are split between them and run at the
 * same time into one window: every response time of every process in the
 * percentiles, their rates summed. A target with signed-in sessions takes
 * them from `signedIn` (one per connection, in order: the first process the
 * first share); other session targets start anonymous ones on each process.
 */
export async function measureTarget(
  origins: readonly string[],
  target: LoadTarget,
  settings: LoadSettings,
  signedIn: readonly BenchSession[] = [],
): Promise<LoadMeasurement> {
  const shares = splitConnections(settings.connections, origins.length);
  if (target.session?.signedIn && signedIn.length < settings.connections) {
    throw new Error(`${signedIn.length} signed-in sessions for ${settings.connections} connections`);
  }
  const sessions: BenchSession[][] = [];
  for (const [i, origin] of origins.entries()) {
    const first = shares.slice(0, i).reduce((a, b) => a + b, 0);
    if (!target.session) sessions.push([]);
    else if (target.session.signedIn) sessions.push(signedIn.slice(first, first + shares[i]!));
    else sessions.push(await startSessions(origin, shares[i]!));
  }
  const window = emptyWindow();
  const tally = target.kind === 'api' ? emptyTally() : undefined;
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  let measuringSince = settings.warmupSeconds > 0 ? undefined : performance.now();

  const run = (origin: string, connections: number, own: readonly BenchSession[]) =>
    new Promise<void>((resolve, reject) => {
      let nextClient = 0;
      const instance = autocannon(
        {
          url: `${origin}${target.paths?.[0] ?? target.path}`,
          method: target.method,
          connections,
          duration: settings.warmupSeconds + settings.durationSeconds,
          timeout: 10,
          headers: headersFor(target, undefined),
          body,
          // A rotating set: each connection sends the paths in turn.
          ...(target.paths?.length && !own.length ? { requests: target.paths.map((path) => ({ method: target.method, path })) } : {}),
          // Each connection its own session, in turn.
          setupClient: own.length
            ? (client) => {
                const session = own[nextClient++ % own.length]!;
                client.setRequests([{ method: target.method, path: target.path, headers: headersFor(target, session), body }]);
              }
            : undefined,
          verifyBody: tally && ((responseBody) => measuringSince === undefined || tallyBody(tally, String(responseBody ?? ''))),
        },
        (error) => (error ? reject(error) : resolve()),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (measuringSince !== undefined) recordResponse(window, statusCode, responseTime);
      });
      instance.on('reqError', (error: Error) => {
        if (measuringSince === undefined) return;
        window.connectionErrors++;
        if (error.message === 'request timed out') window.timeouts++;
      });
    });
  const finished = Promise.all(origins.map((origin, i) => run(origin, shares[i]!, sessions[i]!)));
  const warmup = measuringSince === undefined ? setTimeout(() => (measuringSince = performance.now()), settings.warmupSeconds * 1000) : undefined;
  try {
    await finished;
  } finally {
    clearTimeout(warmup);
  }
  window.seconds = measuringSince === undefined ? 0 : (performance.now() - measuringSince) / 1000;
  return shapeMeasurement(target, window, tally);
}
