import { describe, expect, it } from 'vitest';
import { check, initialValues, type FormValues } from './form-model.ts';

const main = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };
const bill = { street: 'Polna', number: '3', apartment: '', postalCode: '31-154', city: 'Kraków' };

describe('initialValues', () => {
  it('shows the stored phone grouped 3-3-3 and a separate billing address', () => {
    expect(initialValues({ mainAddress: main, billAddress: bill, phone: '601000120' })).toEqual({
      mainAddress: main,
      billAddress: bill,
      billSame: false,
      phone: '601 000 120',
    });
  });

  it('ticks „the same as main” when the addresses are the same place or there is no billing address', () => {
    expect(initialValues({ mainAddress: main, billAddress: { ...main, postalCode: '00950' }, phone: null }).billSame).toBe(true);
    expect(initialValues({ mainAddress: main, billAddress: null, phone: null })).toMatchObject({ billSame: true, phone: '' });
    expect(initialValues({ mainAddress: null, billAddress: null, phone: null }).mainAddress).toEqual({
      street: '',
      number: '',
      apartment: '',
      postalCode: '',
      city: '',
    });
  });
});

describe('check', () => {
  const values = (extra: Partial<FormValues> = {}): FormValues => ({
    mainAddress: main,
    billAddress: bill,
    billSame: false,
    phone: '601 000 120',
    ...extra,
  });

  it('gives the changes to send: both addresses and the phone, the billing address copied when the same', () => {
    expect(check(values())).toEqual({ ok: true, changes: { mainAddress: main, billAddress: bill, phone: '601 000 120' } });
    expect(check(values({ billSame: true, phone: ' ' }))).toEqual({ ok: true, changes: { mainAddress: main, billAddress: main, phone: null } });
  });

  it('refuses each wrong field with the schema’s words, keyed by its path', () => {
    const checked = check(
      values({
        mainAddress: { ...main, postalCode: '0095', street: '  ' },
        billAddress: { ...bill, city: 'x'.repeat(10_000), number: '<b>3</b>' },
        phone: '12 345',
      }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        'mainAddress.street': 'pole nie może być puste',
        'mainAddress.postalCode': 'kod pocztowy ma format 00-000',
        'billAddress.number': 'numer domu nie może zawierać znaków < ani >',
        'billAddress.city': 'tekst może mieć najwyżej 100 znaków',
        phone: 'oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102)',
      },
    });
  });

  it('names a wrong main address once when the billing address is the same', () => {
    expect(check(values({ billSame: true, mainAddress: { ...main, postalCode: 'abc' } }))).toEqual({
      ok: false,
      errors: { 'mainAddress.postalCode': 'kod pocztowy ma format 00-000' },
    });
  });
});
