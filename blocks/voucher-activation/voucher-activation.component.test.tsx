import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { voucherOperations as ops } from '#api-contract/voucher.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { voucherMessages as m } from '#domain/voucher-messages.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import { VOUCHER_FLOW_KEY } from './flow-state.ts';
import VoucherActivation from './VoucherActivation.tsx';

const shop = useShopTest();
const URLS = { wrongCriteriaUrl: '/partner/niespelnione-kryteria', myServicesUrl: '/oferta-online/moje-uslugi' };
const CHECKED = ops.check.examples.data;
const ACTIVATED = ops.activate.examples.data;

const field = () => screen.getByLabelText('Kod z vouchera');
const typeCode = (value: string) => fireEvent.change(field(), { target: { value } });
const checkButton = () => screen.getByRole('button', { name: 'Sprawdź kod' });
const storedFlow = () => JSON.parse(sessionStorage.getItem(VOUCHER_FLOW_KEY) ?? 'null') as unknown;
const customer = () => sessionWith({ sessionId: 'sesja-1', userLogin: 'klient.voucher-uslugi@horyzont.example' });

async function checkTyped(value: string) {
  typeCode(value);
  await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
  fireEvent.click(checkButton());
}

/** A fresh browser (the test browser brings its storage) on the voucher page, the session as start-up loaded it. */
function start(session: ReturnType<typeof sessionWith>) {
  shop.start(session);
  sessionStorage.clear();
  history.replaceState(null, '', '/aktywuj-voucher');
}

describe('a visitor', () => {
  beforeEach(() => start(sessionWith({ sessionId: 'sesja-1' })));

  it.each([
    ['HRZDEMABCDEF', m.problems['letters-only']],
    ['HRZ-DEMA-123', m.problems['too-short']],
    ['HRZDEMA123456', m.problems['too-long']],
    ['<script>HRZ</script>', m.problems.characters],
    ['HRZDEMO12345', m.problems['letter-o']],
    ['', m.problems.empty],
  ])('has %j refused beside the field, before any call', async (typed, message) => {
    const checks = serve(ops.check, () => CHECKED);
    renderIsland(<VoucherActivation variant="HORYZONT" {...URLS} />);
    await checkTyped(typed);

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(message);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(refusal.id);
    expect(document.activeElement).toBe(field());
    expect(checks).toEqual([]);
    typeCode('H');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks a code typed in lower case with dashes, sees what it gives, and is offered sign-in with the code kept for the tab', async () => {
    const checks = serve(ops.check, () => ({ ...CHECKED, signInRequired: true }));
    renderIsland(<VoucherActivation variant="HORYZONT" {...URLS} />);
    await checkTyped(' hrzd-ema1-2345 ');

    const heading = await screen.findByRole('heading', { level: 3, name: 'Kod HRZD-EMA1-2345' });
    expect(checks).toEqual([{ code: 'HRZDEMA12345', variant: 'HORYZONT' }]);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const result = heading.closest('section')!;
    expect(result.textContent).toContain('Daje: Strumień – plan standardowy – 2 miesiące bez opłat.');
    expect(result.textContent).toContain('Kod aktywujesz do 27.11.2027.');
    expect(within(result).getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe('/api/login?returnTo=%2Faktywuj-voucher');
    expect(within(result).getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe(
      '/api/login?rejestracja=sklep&returnTo=%2Faktywuj-voucher',
    );
    expect(within(result).queryByRole('button', { name: 'Aktywuj' })).toBeNull();
    expect(storedFlow()).toEqual({ code: 'HRZDEMA12345', variant: 'HORYZONT' });
  });

  it('is sent to the wrong-criteria page for another partner’s code, and told an unknown code beside the field', async () => {
    let answer = mockError(361, m.errors.refusals['other-partner']);
    serve(ops.check, () => answer);
    renderIsland(<VoucherActivation variant="POLISH_BANK" {...URLS} />);
    await checkTyped('TNSDEMA12345');
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/partner/niespelnione-kryteria'));

    answer = mockError(404, m.errors.unknown);
    await checkTyped('HRZXXXX12345');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.errors.unknown));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('reads an expired code’s refusal in the server’s words', async () => {
    serve(ops.check, () => mockError(359, m.errors.refusals.expired));
    renderIsland(<VoucherActivation variant="HORYZONT" {...URLS} />);
    await checkTyped('HRZWYGASL001');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.errors.refusals.expired));
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('a signed-in customer', () => {
  beforeEach(() => start(customer()));

  it('back from signing in, finds the kept code checked again and activates it once for a double click, with the confirmation and a link to „Moje usługi”', async () => {
    sessionStorage.setItem(VOUCHER_FLOW_KEY, JSON.stringify({ code: 'HRZDEMA12345', variant: 'HORYZONT' }));
    const checks = serve(ops.check, () => CHECKED);
    const activations = serve(ops.activate, () => ACTIVATED);
    renderIsland(<VoucherActivation variant="HORYZONT" {...URLS} />);

    const activate = await screen.findByRole('button', { name: 'Aktywuj' });
    expect(field()).toHaveProperty('value', 'HRZD-EMA1-2345');
    expect(checks).toEqual([{ code: 'HRZDEMA12345', variant: 'HORYZONT' }]);
    fireEvent.click(activate);
    fireEvent.click(activate);

    const done = await screen.findByRole('heading', { level: 2, name: 'Voucher aktywowany' });
    expect(activations).toEqual([{ code: 'HRZDEMA12345', variant: 'HORYZONT' }]);
    await waitFor(() => expect(document.activeElement).toBe(done));
    const section = done.closest('section')!;
    expect(section.textContent).toContain('Strumień – plan standardowy działa na Twoim koncie bez opłat do 26.01.2027.');
    expect(within(section).getByRole('link', { name: 'Przejdź do „Moich usług”' }).getAttribute('href')).toBe('/oferta-online/moje-uslugi');
    expect(storedFlow()).toBeNull();
  });

  it('ignores a code kept from another voucher page', async () => {
    sessionStorage.setItem(VOUCHER_FLOW_KEY, JSON.stringify({ code: 'TNSDEMA12345', variant: 'TENNIS' }));
    const checks = serve(ops.check, () => CHECKED);
    renderIsland(<VoucherActivation variant="HORYZONT" {...URLS} />);
    await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
    expect(field()).toHaveProperty('value', '');
    expect(checks).toEqual([]);
  });

  it('goes on to the order summary when the offer went into the cart', async () => {
    serve(ops.check, () => ({ ...CHECKED, code: 'BNKDEMA12345', offerName: 'Pakiet Komfort', months: 3 }));
    serve(ops.activate, () => ({ ...ACTIVATED, outcome: 'CART' as const, freeUntil: null, nextUrl: '/oferta-online/podsumowanie' }));
    renderIsland(<VoucherActivation variant="BANK_PARTNER" {...URLS} />);
    await checkTyped('BNKDEMA12345');
    fireEvent.click(await screen.findByRole('button', { name: 'Aktywuj' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/podsumowanie'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Przechodzimy do podsumowania zamówienia…');
  });

  it('is told beside „Aktywuj” what to do when the offer needs a base package, and can try again', async () => {
    const message = m.errors.needsBase('Sport Horyzont', 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.');
    serve(ops.check, () => ({ ...CHECKED, code: 'TNSDEMA12345', offerName: 'Sport Horyzont', months: 1 }));
    serve(ops.activate, () => mockError(366, message));
    renderIsland(<VoucherActivation variant="TENNIS" {...URLS} />);
    await checkTyped('TNSDEMA12345');
    const activate = await screen.findByRole('button', { name: 'Aktywuj' });
    fireEvent.click(activate);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(activate).toHaveProperty('disabled', false);
  });
});
