import { describe, expect, it } from 'vitest';
import { readEnvelope } from './envelope.ts';

describe('readEnvelope (what the browser accepts as the section 7 envelope)', () => {
  it('reads a success and an error envelope, extra fields, a missing data and a null msg included', () => {
    expect(readEnvelope({ data: { a: 1 }, errorCode: 200, msg: '', status: 'SUCCESS' })).toEqual({
      data: { a: 1 },
      errorCode: 200,
      msg: '',
      status: 'SUCCESS',
    });
    expect(readEnvelope({ errorCode: 404, msg: null, status: 'FAILURE', traceId: 'x' })).toEqual({
      data: null,
      errorCode: 404,
      msg: '',
      status: 'FAILURE',
    });
  });

  it('takes no other body for an envelope', () => {
    for (const body of [
      null,
      'tekst',
      7,
      [1, 2],
      { metaProductName: 'Kino' },
      { errorCode: '404', status: 'ERROR' },
      { errorCode: 404 },
      { errorCode: 404, status: 'ERROR', msg: 5 },
    ]) {
      expect(readEnvelope(body)).toBeNull();
    }
  });
});
