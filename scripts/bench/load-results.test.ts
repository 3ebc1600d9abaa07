import { describe, expect, it } from 'vitest';
import {
  checkEnvelope,
  emptyTally,
  emptyWindow,
  loadTableRows,
  percentile,
  ratiosToStatic,
  recordResponse,
  sessionFromCookies,
  sessionFromSetCookies,
  shapeMeasurement,
  visitorXsrfToken,
  tallyBody,
  type LoadMeasurement,
  type LoadTarget,
} from './load-results.ts';

const envelope = (errorCode: number, status: string, msg = '', data: unknown = null) => JSON.stringify({ data, errorCode, msg, status });

describe('checkEnvelope', () => {
  it('accepts success envelopes, with or without a message', () => {
    expect(checkEnvelope(envelope(200, 'SUCCESS', '', { cart: {} }))).toEqual({ kind: 'success' });
    expect(checkEnvelope(envelope(0, 'SUCCESS'))).toEqual({ kind: 'success' });
    expect(checkEnvelope(envelope(200, 'INFO', 'Zapisano.'))).toEqual({ kind: 'success' });
  });

  it('reads errorCode 300 or more, and status ERROR, as an error with its code and message', () => {
    expect(checkEnvelope(envelope(404, 'ERROR', 'Nie znaleziono usługi.'))).toEqual({ kind: 'error', errorCode: 404, msg: 'Nie znaleziono usługi.' });
    expect(checkEnvelope(envelope(366, 'WARNING', 'Oferta niedostępna.'))).toEqual({ kind: 'error', errorCode: 366, msg: 'Oferta niedostępna.' });
    expect(checkEnvelope(envelope(200, 'ERROR'))).toEqual({ kind: 'error', errorCode: 200, msg: '' });
    expect(checkEnvelope(JSON.stringify({ errorCode: 500, status: 'ERROR', msg: null }))).toEqual({ kind: 'error', errorCode: 500, msg: '' });
  });

  it('reads anything else as no envelope', () => {
    for (const body of ['', '<html></html>', '[]', 'null', '42', '{"errorCode":"200","status":"SUCCESS"}', '{"errorCode":200}', '{"data":{}}']) {
      expect(checkEnvelope(body), body).toEqual({ kind: 'invalid' });
    }
  });
});

describe('tallyBody', () => {
  it('counts bodies, errors and non-envelopes, keeping the first five distinct errors as examples', () => {
    const tally = emptyTally();
    expect(tallyBody(tally, envelope(200, 'SUCCESS'))).toBe(true);
    expect(tallyBody(tally, envelope(404, 'ERROR', 'Brak'))).toBe(false);
    expect(tallyBody(tally, envelope(404, 'ERROR', 'Brak'))).toBe(false);
    expect(tallyBody(tally, 'oops')).toBe(false);
    for (const code of [366, 368, 406, 712, 713]) tallyBody(tally, envelope(code, 'ERROR', `kod ${code}`));
    expect(tally).toMatchObject({ checked: 9, errors: 7, invalid: 1 });
    expect([...tally.examples]).toEqual([
      ['404: Brak', 2],
      ['no JSON envelope', 1],
      ['366: kod 366', 1],
      ['368: kod 368', 1],
      ['406: kod 406', 1],
    ]);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank', () => {
    expect([percentile(hundred, 50), percentile(hundred, 99), percentile(hundred, 100), percentile(hundred, 0)]).toEqual([50, 99, 100, 1]);
    expect(percentile([0.4, 0.7, 12], 50)).toBe(0.7);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN without values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

const target: LoadTarget = { id: 'sessionData', label: 'sessionData', kind: 'api', method: 'POST', path: '/api/sessionData', body: {} };

describe('shapeMeasurement', () => {
  it('takes the rate and status classes from the window and the percentiles from its (unsorted) response times', () => {
    const window = emptyWindow();
    for (const [status, ms] of [
      [200, 9],
      [200, 1],
      [200, 5],
      [201, 3],
      [200, 7],
      [200, 2],
      [404, 8],
      [200, 4],
      [503, 6],
      [302, 10],
    ] as const) {
      recordResponse(window, status, ms);
    }
    window.seconds = 2.5;
    window.connectionErrors = 2;
    window.timeouts = 1;
    const tally = emptyTally();
    tallyBody(tally, envelope(200, 'SUCCESS'));
    tallyBody(tally, envelope(404, 'ERROR', 'Brak'));
    expect(shapeMeasurement(target, window, tally)).toEqual({
      target: 'sessionData',
      label: 'sessionData',
      kind: 'api',
      path: '/api/sessionData',
      requestsPerSecond: 4,
      p50Ms: 5,
      p99Ms: 10,
      responses: 10,
      seconds: 2.5,
      status: { '2xx': 7, '3xx': 1, '4xx': 1, '5xx': 1 },
      statusCodes: { '200': 6, '201': 1, '302': 1, '404': 1, '503': 1 },
      connectionErrors: 2,
      timeouts: 1,
      envelopes: { checked: 2, errors: 1, invalid: 0, examples: [{ text: '404: Brak', count: 1 }] },
    });
    expect(window.latencies[0]).toBe(9);
  });

  it('has no envelope figures for targets whose bodies are not checked, and no rate without a window', () => {
    const m = shapeMeasurement({ ...target, id: 'static', kind: 'static' }, emptyWindow());
    expect(m.envelopes).toBeUndefined();
    expect(m).toMatchObject({ requestsPerSecond: 0, responses: 0, statusCodes: {}, status: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } });
    expect(m.p99Ms).toBeNaN();
  });
});

const measurement = (id: string, kind: LoadMeasurement['kind'], rps: number, p99: number, over: Partial<LoadMeasurement> = {}): LoadMeasurement => ({
  target: id,
  label: id,
  kind,
  path: `/${id}`,
  requestsPerSecond: rps,
  p50Ms: p99 / 2,
  p99Ms: p99,
  responses: rps * 6,
  seconds: 6,
  status: { '2xx': rps * 6, '3xx': 0, '4xx': 0, '5xx': 0 },
  statusCodes: { '200': rps * 6 },
  connectionErrors: 0,
  timeouts: 0,
  ...over,
});

describe('ratiosToStatic', () => {
  it('compares each target with the static file of the same run', () => {
    const ratios = ratiosToStatic([measurement('static', 'static', 8000, 4), measurement('sessionData', 'api', 2000, 30)]);
    expect(ratios.get('static')).toEqual({ requestsPerSecond: 1, p99: 1 });
    expect(ratios.get('sessionData')).toEqual({ requestsPerSecond: 0.25, p99: 7.5 });
  });

  it('has no ratios without a usable static figure', () => {
    expect(ratiosToStatic([measurement('sessionData', 'api', 2000, 30)]).get('sessionData')).toBeNull();
    expect(ratiosToStatic([measurement('static', 'static', 0, Number.NaN), measurement('page', 'page', 10, 3)]).get('page')).toBeNull();
  });
});

describe('loadTableRows', () => {
  it('prints rate, percentiles, status classes, bad envelopes and the ratios', () => {
    const rows = loadTableRows([
      measurement('static', 'static', 8000, 4),
      measurement('cart/update', 'api', 2000, 30, {
        p50Ms: 12.345,
        status: { '2xx': 11990, '3xx': 2, '4xx': 8, '5xx': 1 },
        connectionErrors: 3,
        envelopes: { checked: 12000, errors: 9, invalid: 1, examples: [] },
      }),
    ]);
    expect(rows).toEqual([
      ['static', '/static', '8000.0', '2.00', '4.00', '48000', '0', '0', '–', '0', '1.00', '1.0'],
      ['cart/update', '/cart/update', '2000.0', '12.35', '30.00', '11990 (+2 3xx)', '8', '1', '10', '3', '0.25', '7.5'],
    ]);
  });
});

describe('visitorXsrfToken', () => {
  it('takes the visitor’s XSRF token from a sessionData reply, and refuses a reply without it', () => {
    expect(visitorXsrfToken(['XSRF-TOKEN=abc.def; Path=/; SameSite=Lax'])).toBe('abc.def');
    expect(() => visitorXsrfToken(['OTHER=1'])).toThrow('sessionData did not set the cookie XSRF-TOKEN');
  });
});

describe('sessionFromSetCookies', () => {
  it('builds the cookie header and takes the XSRF token from the Set-Cookie headers', () => {
    const session = sessionFromSetCookies(['SESSION=abc_DEF-123; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=tok=en; Path=/; SameSite=Lax']);
    expect(session).toEqual({ cookie: 'SESSION=abc_DEF-123; XSRF-TOKEN=tok=en', xsrfToken: 'tok=en' });
  });

  it('refuses a reply without both cookies, naming the ones it got', () => {
    expect(() => sessionFromSetCookies(['SESSION=abc; Path=/'])).toThrow('sessionData did not set the cookies SESSION and XSRF-TOKEN (set: SESSION)');
    expect(() => sessionFromSetCookies([])).toThrow('(set: none)');
  });
});

describe('sessionFromCookies', () => {
  it('takes the portal’s session from a browser’s cookie jar, leaving the identity provider’s cookies out', () => {
    const jar = new Map([
      ['_interaction', 'i1'],
      ['SESSION', 's1'],
      ['XSRF-TOKEN', 'x1'],
      ['_session', 'op1'],
    ]);
    expect(sessionFromCookies(jar, 'the login')).toEqual({ cookie: 'SESSION=s1; XSRF-TOKEN=x1', xsrfToken: 'x1' });
    expect(() => sessionFromCookies(new Map([['_session', 'op1']]), 'the login')).toThrow(
      'the login did not set the cookies SESSION and XSRF-TOKEN (set: _session)',
    );
  });
});
