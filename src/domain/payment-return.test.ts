import { describe, expect, it } from 'vitest';
import { paymentOutcomeOf, paymentUrlKind, safeReturnPath } from './payment-return.ts';

describe('paymentUrlKind (spec 4)', () => {
  it.each([
    ['/platnosc/blad?reason=DECLINED', 'error'],
    ['https://bramka.example/blad', 'error'],
    ['/afterPayment?status=SUCCESS', 'return'],
    ['/afterPayment/blad', 'error'],
    ['/bramka-platnicza/transakcja/gt_1', 'other'],
  ] as const)('%s → %s', (url, kind) => {
    expect(paymentUrlKind(url)).toBe(kind);
  });
});

describe('paymentOutcomeOf', () => {
  it('reads a successful card registration', () => {
    expect(
      paymentOutcomeOf(
        '/afterPayment?transactionId=gt_abc-1&status=SUCCESS&purpose=ADD_MEANS&token=card_X1&tokenType=CARD&returnPath=%2Foferta-online',
      ),
    ).toEqual({
      outcome: 'SUCCESS',
      transactionId: 'gt_abc-1',
      reason: null,
      purpose: 'ADD_MEANS',
      token: 'card_X1',
      tokenType: 'CARD',
      returnPath: '/oferta-online',
    });
  });

  it('reads an error page with its reason', () => {
    expect(paymentOutcomeOf(new URL('http://x/platnosc/blad?transactionId=gt_1&reason=UNSUPPORTED_BANK&purpose=ORDER'))).toMatchObject({
      outcome: 'ERROR',
      reason: 'UNSUPPORTED_BANK',
      purpose: 'ORDER',
      token: null,
    });
  });

  it('drops what it does not know or trust', () => {
    expect(paymentOutcomeOf('/platnosc/blad?transactionId=<script>&reason=HACKED&purpose=X&token=card_1&returnPath=//evil.example')).toEqual({
      outcome: 'ERROR',
      transactionId: null,
      reason: null,
      purpose: null,
      token: null,
      tokenType: null,
      returnPath: null,
    });
  });

  it('takes the return page without status SUCCESS as an error', () => {
    expect(paymentOutcomeOf('/afterPayment?transactionId=gt_1')?.outcome).toBe('ERROR');
  });

  it('answers null for other pages', () => {
    expect(paymentOutcomeOf('/oferta-online')).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/oferta-online/moje-konto/moje-platnosci', '/oferta-online/moje-konto/moje-platnosci'],
    ['/status-karty?x=1', '/status-karty?x=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/a b', null],
    [`/${'a'.repeat(300)}`, null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
