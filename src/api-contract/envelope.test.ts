import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isErrorEnvelope } from '#domain/envelope-alerts.ts';
import { createEnvelope, envelopeSchema, errorEnvelope, receivedEnvelopeSchema } from './envelope.ts';

const cartEnvelope = envelopeSchema(z.strictObject({ id: z.string() }));

describe('envelopeSchema', () => {
  it('accepts a success envelope built by createEnvelope', () => {
    const env = createEnvelope({ id: 'C-1' });
    expect(cartEnvelope.parse(env)).toEqual({ data: { id: 'C-1' }, errorCode: 200, msg: '', status: 'SUCCESS' });
    expect(isErrorEnvelope(env)).toBe(false);
  });

  it('accepts an error envelope, which the client reads as an error', () => {
    const env = errorEnvelope(330, 'Kod rabatowy wygasł.');
    expect(cartEnvelope.parse(env)).toEqual({ data: null, errorCode: 330, msg: 'Kod rabatowy wygasł.', status: 'ERROR' });
    expect(isErrorEnvelope(env)).toBe(true);
  });

  it('rejects data of the wrong shape, a missing field, an extra field and an unknown status', () => {
    expect(cartEnvelope.safeParse(createEnvelope({ id: 7 })).success).toBe(false);
    expect(cartEnvelope.safeParse({ data: null, errorCode: 200, msg: '' }).success).toBe(false);
    expect(cartEnvelope.safeParse({ ...createEnvelope({ id: 'C-1' }), extra: 1 }).success).toBe(false);
    expect(cartEnvelope.safeParse({ ...createEnvelope({ id: 'C-1' }), status: 'OK' }).success).toBe(false);
  });
});

describe('errorEnvelope', () => {
  it('refuses a code below 300, which would not read as an error', () => {
    expect(() => errorEnvelope(299, 'Błąd')).toThrow(RangeError);
  });
});

describe('receivedEnvelopeSchema', () => {
  it('recognises an upstream error envelope with a null msg and extra fields', () => {
    const parsed = receivedEnvelopeSchema.parse({ errorCode: 404, msg: null, status: 'FAILURE', traceId: 'x' });
    expect(parsed).toEqual({ data: null, errorCode: 404, msg: '', status: 'FAILURE' });
    expect(isErrorEnvelope(parsed)).toBe(true);
  });

  it('does not take a plain body for an envelope', () => {
    expect(receivedEnvelopeSchema.safeParse({ metaProductName: 'Kino', asseTitle: 'Film' }).success).toBe(false);
    expect(receivedEnvelopeSchema.safeParse([1, 2]).success).toBe(false);
    expect(receivedEnvelopeSchema.safeParse(null).success).toBe(false);
  });
});
