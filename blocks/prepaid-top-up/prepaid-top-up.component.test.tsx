import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepaidCardOperations as ops } from '#api-contract/prepaid-card.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { paymentMessages } from '#domain/payment-messages.ts';
import { PAYMENT_CHANNEL } from '#payments/client/payment-return.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import { TOP_UP_FLOW_KEY } from './flow-state.ts';
import PrepaidTopUp from './PrepaidTopUp.tsx';

const shop = useShopTest();
const URLS = {
  cardUrl: '/status-karty',
  summaryUrl: '/status-karty/podsumowanie',
  verificationUrl: '/status-karty/weryfikacja',
  contactUrl: '/kontakt',
};
const ACTIVE = ops.cardStatus.examples.data;
const card = (extra: Partial<typeof ACTIVE>) => ({ ...ACTIVE, ...extra });
const PAID = ops.paymentStatus.examples.data;
const TRANSACTION = PAID.transactionId;
// The server's day the end dates count from (the answers carry no Date header here, so the browser's clock is the server's).
const NOW = new Date('2026-11-02T10:00:00+01:00');

const storedFlow = () => JSON.parse(sessionStorage.getItem(TOP_UP_FLOW_KEY) ?? 'null') as unknown;
const field = () => screen.getByLabelText('Numer karty');
const typeNumber = (value: string) => fireEvent.change(field(), { target: { value } });
const checkButton = () => screen.getByRole('button', { name: 'Sprawdź kartę' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  sessionStorage.clear();
  shop.start(sessionWith({ sessionId: 'sesja-1' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('card step', () => {
  beforeEach(() => history.replaceState(null, '', URLS.cardUrl));

  it.each([
    ['10000000001A', 'Numer karty składa się tylko z cyfr. Usuń litery i inne znaki.'],
    ['<script>1</script>', 'Numer karty składa się tylko z cyfr. Usuń litery i inne znaki.'],
    ['1000 0000 001', 'Numer karty jest za krótki: ma 12 cyfr.'],
    ['1000000000181', 'Numer karty jest za długi: ma 12 cyfr.'],
    ['100000 000018', 'Wpisz 12 cyfr bez spacji albo w trzech grupach po 4 cyfry, np. 1000 0000 0018.'],
    ['', 'Wpisz numer karty: 12 cyfr.'],
  ])('refuses %j beside the field, before any call', async (typed, message) => {
    const lookups = serve(ops.cardStatus, () => ACTIVE);
    renderIsland(<PrepaidTopUp step="card" {...URLS} />);
    typeNumber(typed);
    await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
    fireEvent.click(checkButton());

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(message);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(refusal.id);
    expect(document.activeElement).toBe(field());
    expect(lookups).toEqual([]);
    // Typing again takes the refusal away.
    typeNumber('1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the 12 digits of a number typed in groups, once for a double click, and shows the active card with its packages', async () => {
    const lookups = serve(ops.cardStatus, () => ACTIVE);
    renderIsland(<PrepaidTopUp step="card" {...URLS} />);
    typeNumber(' 1000 0000 0018 ');
    await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
    fireEvent.click(checkButton());
    fireEvent.click(screen.getByRole('button', { name: /^Sprawd/ }));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Karta 1000 0000 0018' });
    expect(lookups).toEqual([{ cardNumber: '100000000018' }]);
    // The result takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const result = heading.closest('section')!;
    expect(facts(result)).toEqual([
      ['Status', 'Aktywna'],
      ['Pakiet', 'Doładowanie na 1 miesiąc'],
      ['Cena pakietu', '34,99 zł'],
      ['Ważna do', '31.12.2026'],
    ]);
    expect(
      within(result).getByText('Kanały pakietu działają do 31.12.2026 włącznie. Doładowanie przedłuży ważność karty, licząc od tego dnia.'),
    ).toBeTruthy();
    const choice = within(result).getByRole('group', { name: 'Wybierz doładowanie' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => read(radio.closest('label'))),
    ).toEqual([
      'Doładowanie na 1 miesiąc34,99 złkarta ważna do 31.01.2027',
      'Doładowanie na 3 miesiące99,99 złkarta ważna do 31.03.2027',
      'Doładowanie na 12 miesięcy359,00 złkarta ważna do 31.12.2027',
    ]);
    // The card's package is chosen first.
    expect(within(choice).getByRole('radio', { name: /1 miesiąc/ })).toHaveProperty('checked', true);

    fireEvent.click(within(choice).getByRole('radio', { name: /3 miesiące/ }));
    fireEvent.click(within(result).getByRole('button', { name: 'Dalej' }));
    expect(storedFlow()).toEqual({ cardNumber: '100000000018', packageCode: 'TNK_3M' });
    expect(shop.navigate).toHaveBeenCalledWith(URLS.summaryUrl);
  });

  it('tells the owner of a lapsed card the channels are off and a top-up counts from today', async () => {
    serve(ops.cardStatus, () => card({ cardStatus: 'EXPIRED', cardNumber: '100000000026', maxProdEndDate: '2026-10-01' }));
    const result = await lookUp('100000000026');
    expect(facts(result)).toContainEqual(['Status', 'Nieważna: ważność minęła']);
    expect(facts(result)).toContainEqual(['Była ważna do', '01.10.2026']);
    expect(
      within(result).getByText(
        'Ważność karty skończyła się 01.10.2026, więc kanały pakietu są wyłączone. Doładuj kartę, a kanały włączą się ponownie. Nowy okres ważności liczymy od dziś.',
      ),
    ).toBeTruthy();
    expect(
      within(result)
        .getByRole('radio', { name: /1 miesiąc/ })
        .closest('label')?.textContent,
    ).toContain('karta ważna do 02.12.2026');
  });

  it('tells the owner of a card never used that the first top-up activates it', async () => {
    serve(ops.cardStatus, () => card({ cardStatus: 'INACTIVE', cardNumber: '100000000034', maxProdEndDate: null }));
    const result = await lookUp('100000000034');
    expect(facts(result)).toEqual([['Status', 'Nieaktywna: jeszcze nieużywana']]);
    expect(
      within(result).getByText('Karta nie była jeszcze używana. Pierwsze doładowanie aktywuje kartę, a okres ważności liczymy od dnia doładowania.'),
    ).toBeTruthy();
    expect(
      within(result)
        .getByRole('radio', { name: /12 miesięcy/ })
        .closest('label')?.textContent,
    ).toContain('karta ważna do 02.11.2027');
  });

  it('tells the owner of a blocked card it cannot be topped up and how to reach us, with no packages', async () => {
    serve(ops.cardStatus, () => card({ cardStatus: 'BLOCKED', cardNumber: '100000000042', maxProdEndDate: '2027-01-31' }));
    const result = await lookUp('100000000042');
    expect(facts(result)).toContainEqual(['Status', 'Zablokowana']);
    expect(within(result).getByText(/Karta jest zablokowana i nie można jej doładować\./)).toBeTruthy();
    expect(within(result).getByRole('link', { name: '801 234 567' }).getAttribute('href')).toBe('tel:+48801234567');
    expect(within(result).getByRole('link', { name: 'Inne sposoby kontaktu' }).getAttribute('href')).toBe('/kontakt');
    expect(within(result).queryByRole('radio')).toBeNull();
    expect(within(result).queryByRole('button', { name: 'Dalej' })).toBeNull();
  });

  it('shows an unknown card’s refusal in the server’s words beside the field, and a look-up limit without marking the number', async () => {
    let answer = mockError(404, paymentMessages.errors.cardNotFound);
    serve(ops.cardStatus, () => answer);
    renderIsland(<PrepaidTopUp step="card" {...URLS} />);
    typeNumber('999999999999');
    await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
    fireEvent.click(checkButton());
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Nie znaleziono karty o tym numerze. Sprawdź numer i spróbuj ponownie.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(refusal.parentElement?.id);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();

    answer = mockError(429, paymentMessages.errors.tooManyCardLookups);
    typeNumber('100000000018');
    await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
    fireEvent.click(checkButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Zbyt wiele sprawdzeń kart. Spróbuj ponownie za kilka minut.'));
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('summary step', () => {
  beforeEach(() => history.replaceState(null, '', URLS.summaryUrl));

  it('without a card chosen, leads to the card step', async () => {
    renderIsland(<PrepaidTopUp step="summary" {...URLS} />);
    expect(await screen.findByText('Nie wybrano jeszcze karty ani doładowania.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sprawdź kartę' }).getAttribute('href')).toBe(URLS.cardUrl);
  });

  it('shows the card, package, price and new end date, and pays once for a double click, offering a link when the pop-up is blocked', async () => {
    sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify({ cardNumber: '100000000018', packageCode: 'TNK_3M' }));
    const lookups = serve(ops.cardStatus, () => ACTIVE);
    const starts = serve(ops.paymentUrl, () => ({ transactionId: TRANSACTION, url: `/bramka-platnicza/transakcja/${TRANSACTION}` }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderIsland(<PrepaidTopUp step="summary" {...URLS} />);

    const pay = await screen.findByRole('button', { name: 'Zapłać' });
    expect(lookups).toEqual([{ cardNumber: '100000000018' }]);
    expect(facts(document.body)).toEqual([
      ['Numer karty', '1000 0000 0018'],
      ['Doładowanie', 'Doładowanie na 3 miesiące'],
      ['Do zapłaty', '99,99 zł'],
      ['Karta będzie ważna do', '31.03.2027'],
    ]);
    fireEvent.click(pay);
    fireEvent.click(pay);

    await screen.findByText(/Przeglądarka zablokowała okno płatności\./);
    expect(starts).toEqual([{ cardNumber: '100000000018', packageCode: 'TNK_3M' }]);
    expect(open).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain('Przeglądarka zablokowała okno płatności.');
    expect(screen.getByRole('link', { name: 'Otwórz okno bramki płatniczej' }).getAttribute('href')).toBe(
      `/bramka-platnicza/transakcja/${TRANSACTION}`,
    );
    expect(pay).toHaveProperty('disabled', true);
    expect(storedFlow()).toEqual({ cardNumber: '100000000018', packageCode: 'TNK_3M', transactionId: TRANSACTION });

    // The gateway's return page tells the opener (BroadcastChannel); the verification page follows the top-up.
    announce('SUCCESS');
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(URLS.verificationUrl));
  });

  it('goes to the verification page marked as abandoned when the gateway window is closed without an outcome', async () => {
    sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify({ cardNumber: '100000000018', packageCode: 'TNK_1M' }));
    serve(ops.cardStatus, () => ACTIVE);
    serve(ops.paymentUrl, () => ({ transactionId: TRANSACTION, url: `/bramka-platnicza/transakcja/${TRANSACTION}` }));
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    renderIsland(<PrepaidTopUp step="summary" {...URLS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zapłać' }));
    await screen.findByText('Dokończ płatność w oknie bramki płatniczej. Gdy ją zakończysz, pokażemy wynik.');
    expect(screen.queryByRole('link', { name: 'Otwórz okno bramki płatniczej' })).toBeNull();
    popup.closed = true;
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(`${URLS.verificationUrl}?okno=zamkniete`), { timeout: 5000 });
  });

  it('shows a refusal to start the payment in the server’s words and lets the customer try again', async () => {
    sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify({ cardNumber: '100000000018', packageCode: 'TNK_1M' }));
    serve(ops.cardStatus, () => ACTIVE);
    serve(ops.paymentUrl, () => mockError(429, paymentMessages.errors.tooManyTopUps));
    const open = vi.spyOn(window, 'open');
    renderIsland(<PrepaidTopUp step="summary" {...URLS} />);
    const pay = await screen.findByRole('button', { name: 'Zapłać' });
    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe(paymentMessages.errors.tooManyTopUps);
    expect(open).not.toHaveBeenCalled();
    expect(pay).toHaveProperty('disabled', false);
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('says a card that can no longer take the package cannot be topped up', async () => {
    sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify({ cardNumber: '100000000042', packageCode: 'TNK_1M' }));
    serve(ops.cardStatus, () => card({ cardStatus: 'BLOCKED', cardNumber: '100000000042' }));
    renderIsland(<PrepaidTopUp step="summary" {...URLS} />);
    expect(await screen.findByText('Tej karty nie można teraz doładować wybranym pakietem. Sprawdź kartę ponownie.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapłać' })).toBeNull();
  });
});

describe('verification step', () => {
  beforeEach(() => history.replaceState(null, '', URLS.verificationUrl));
  const inFlight = () =>
    sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify({ cardNumber: '100000000018', packageCode: 'TNK_1M', transactionId: TRANSACTION }));

  it('without a top-up in flight, leads to the card step', async () => {
    renderIsland(<PrepaidTopUp step="verification" {...URLS} />);
    expect(await screen.findByText('Nie ma doładowania do sprawdzenia.')).toBeTruthy();
  });

  it('follows a pending top-up until it is paid, then confirms the new end date and ends the flow', async () => {
    inFlight();
    let answers = 0;
    const checks = serve(ops.paymentStatus, () => {
      answers += 1;
      return answers === 1 ? { ...PAID, status: 'PENDING' as const, maxProdEndDate: '2026-12-31' } : PAID;
    });
    renderIsland(<PrepaidTopUp step="verification" {...URLS} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sprawdzamy wynik płatności…'), { timeout: 3000 });

    const heading = await screen.findByRole('heading', { level: 3, name: 'Doładowanie opłacone' }, { timeout: 6000 });
    expect(checks).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Doładowanie opłacone');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Dziękujemy. Przedłużyliśmy ważność karty do 31.01.2027 włącznie.')).toBeTruthy();
    expect(facts(heading.closest('section')!)).toEqual([
      ['Numer karty', '1000 0000 0018'],
      ['Zapłacono', '34,99 zł'],
      ['Karta ważna do', '31.01.2027'],
    ]);
    expect(sessionStorage.getItem(TOP_UP_FLOW_KEY)).toBeNull();
  });

  it('says a declined payment left the card as it was, why, and offers to try again', async () => {
    inFlight();
    serve(ops.paymentStatus, () => ({ ...PAID, status: 'FAILED' as const, failureReason: 'DECLINED' as const, maxProdEndDate: '2026-12-31' }));
    renderIsland(<PrepaidTopUp step="verification" {...URLS} />);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Płatność nieudana' });
    const outcome = heading.closest('section')!;
    expect(within(outcome).getByText('Bank odrzucił płatność. Wybierz inną metodę płatności.')).toBeTruthy();
    expect(within(outcome).getByText('Ważność karty się nie zmieniła: ostatni dzień ważności to nadal 31.12.2026.')).toBeTruthy();
    expect(within(outcome).getByRole('link', { name: 'Spróbuj ponownie' }).getAttribute('href')).toBe(URLS.summaryUrl);
    expect(within(outcome).getByRole('link', { name: 'Wybierz inne doładowanie' }).getAttribute('href')).toBe(URLS.cardUrl);
    // The card and package stay for the next attempt; the failed transaction does not.
    expect(storedFlow()).toEqual({ cardNumber: '100000000018', packageCode: 'TNK_1M' });
  });

  it('calls a top-up left unpaid in a closed window abandoned, with the card unchanged', async () => {
    inFlight();
    history.replaceState(null, '', `${URLS.verificationUrl}?okno=zamkniete`);
    const checks = serve(ops.paymentStatus, () => ({ ...PAID, cardNumber: '100000000034', status: 'PENDING' as const, maxProdEndDate: null }));
    renderIsland(<PrepaidTopUp step="verification" {...URLS} />);
    await screen.findByRole('heading', { level: 3, name: 'Płatność nie została dokończona' }, { timeout: 6000 });
    expect(checks).toHaveLength(2);
    expect(screen.getByText('Okno bramki płatniczej zamknięto przed zakończeniem płatności.')).toBeTruthy();
    expect(screen.getByText('Karta się nie zmieniła: nadal nie jest aktywna.')).toBeTruthy();
  });

  it('stops asking after a minute, says the card changes only once paid, and checks again on request', async () => {
    inFlight();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    let paid = false;
    const checks = serve(ops.paymentStatus, () => (paid ? PAID : { ...PAID, status: 'PENDING' as const, maxProdEndDate: '2026-12-31' }));
    renderIsland(<PrepaidTopUp step="verification" {...URLS} />);
    for (let i = 0; i < 40 && checks.length < 30; i += 1) await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(checks).toHaveLength(30);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(checks).toHaveLength(30);
    expect(screen.getByRole('heading', { level: 3, name: 'Czekamy na wynik płatności' })).toBeTruthy();
    expect(screen.getByText(/Ważność karty przedłużymy dopiero, gdy płatność się powiedzie\./)).toBeTruthy();

    paid = true;
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź ponownie' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { level: 3, name: 'Doładowanie opłacone' })).toBeTruthy();
  });

  it('shows why the status could not be read, in the server’s words', async () => {
    inFlight();
    serve(ops.paymentStatus, () => mockError(404, paymentMessages.errors.topUpNotFound));
    renderIsland(<PrepaidTopUp step="verification" {...URLS} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Nie znaleziono tego doładowania.');
    expect(screen.getByRole('button', { name: 'Sprawdź ponownie' })).toBeTruthy();
  });
});

/** Text as read, with Intl's non-breaking spaces (in prices) as plain ones. */
const read = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

/** What a description list says, label and value. */
function facts(container: HTMLElement): string[][] {
  return [...container.querySelectorAll('dl > div')].map((row) => [read(row.querySelector('dt')), read(row.querySelector('dd'))]);
}

async function lookUp(cardNumber: string): Promise<HTMLElement> {
  renderIsland(<PrepaidTopUp step="card" {...URLS} />);
  typeNumber(cardNumber);
  await waitFor(() => expect(checkButton()).toHaveProperty('disabled', false));
  fireEvent.click(checkButton());
  return (await screen.findByRole('heading', { level: 3 })).closest('section')!;
}

function announce(outcome: 'SUCCESS' | 'ERROR') {
  const channel = new BroadcastChannel(PAYMENT_CHANNEL);
  channel.postMessage({ type: 'PAYMENT_RESULT', outcome, transactionId: TRANSACTION, reason: null, purpose: 'TOP_UP', token: null, tokenType: null });
  channel.close();
}

describe('the flow kept for the tab', () => {
  it('keeps only the card, the package and the transaction, and ignores what it did not write', async () => {
    const { readFlow, saveFlow } = await import('./flow-state.ts');
    saveFlow({ cardNumber: '100000000018', packageCode: 'TNK_1M', transactionId: TRANSACTION, ...({ price: '0.01' } as object) });
    expect(storedFlow()).toEqual({ cardNumber: '100000000018', packageCode: 'TNK_1M', transactionId: TRANSACTION });
    for (const stored of ['{', '"x"', '{"cardNumber":"1000","packageCode":"TNK_1M"}', '{"cardNumber":"100000000018","packageCode":"<b>"}']) {
      sessionStorage.setItem(TOP_UP_FLOW_KEY, stored);
      expect(readFlow()).toBeNull();
    }
    sessionStorage.setItem(TOP_UP_FLOW_KEY, JSON.stringify({ cardNumber: '100000000018', packageCode: 'TNK_1M', transactionId: '../x' }));
    expect(readFlow()).toEqual({ cardNumber: '100000000018', packageCode: 'TNK_1M' });
  });
});
