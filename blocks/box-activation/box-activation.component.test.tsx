import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceOperations } from '#api-contract/services.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import { serviceMessages } from '#domain/service-messages.ts';
import type { Session } from '#domain/session.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import { $sidebar } from '#stores/overlays.ts';
import BoxActivation from './BoxActivation.tsx';

const shop = useShopTest();
const ACTIVATE = '/oferta-online/aktywacja-box/aktywuj';
const CONFIRMATION = '/oferta-online/moje-konto/aktywacja-dekodera/potwierdzenie';
const urls = { activateUrl: ACTIVATE, confirmationUrl: CONFIRMATION };
const restored = serviceOperations.restoreActivation.examples.data;
const coupon = restored.coupon;

const customer = (extra: Partial<Session> = {}) =>
  sessionWith({
    userLogin: 'klient.c@horyzont.example',
    contracts: [{ cgroupe: 'C', activity: 'ACTIVE', finabo: null, debabo: '2025-09-02', corig: 'DEMO' }],
    ...extra,
  });

describe('box activation', () => {
  let session: Session;
  let sessionReloads: number;
  beforeEach(() => {
    history.replaceState(null, '', ACTIVATE);
    session = customer();
    shop.start(session);
    sessionReloads = 0;
    mockServer.use(
      http.post('*/mock/sessionData', () => {
        sessionReloads += 1;
        return HttpResponse.json({ data: session, errorCode: 200, msg: '', status: 'SUCCESS' });
      }),
    );
  });

  it('issues a coupon for the decoder given, once for a double click, and shows it in the sidebar with the way to the confirmation', async () => {
    serve(serviceOperations.activationCoupon, () => null);
    const restores = serve(serviceOperations.restoreActivation, () => {
      session = restored.session as Session;
      return restored;
    });
    renderIsland(<BoxActivation step="activate" {...urls} />);

    fireEvent.change(screen.getByLabelText('Numer dekodera (nieobowiązkowy)'), { target: { value: '1234 5678' } });
    const button = screen.getByRole('button', { name: 'Aktywuj' });
    fireEvent.click(button);
    fireEvent.click(button);

    const sidebar = await screen.findByRole('dialog', { name: 'Kod aktywacyjny dekodera' });
    expect(restores).toEqual([{ numdec: '12345678' }]);
    expect(within(sidebar).getByText('Kod aktywacyjny').nextElementSibling?.textContent).toBe('K7QF-2MXD-93TA');
    expect(within(sidebar).getByText('Ważny do').nextElementSibling?.textContent).toBe('02.12.2026');
    expect(within(sidebar).getByText('Numer dekodera').nextElementSibling?.textContent).toBe('12345678');
    expect(within(sidebar).getByText('Kod jest ważny do 02.12.2026 włącznie. Po tym dniu poproś o nowy na stronie aktywacji dekodera.')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Przejdź do potwierdzenia' }).getAttribute('href')).toBe(CONFIRMATION);
    expect($sidebar.get().active).toBe('COMPLETE_BOX_ACTIVATION_SB');
    // The session is read again: it now carries restoreActivation and the cart at BOX_ACTIVATION.
    await waitFor(() => expect(sessionReloads).toBe(1));
  });

  it('sends no decoder number when the field is left empty', async () => {
    serve(serviceOperations.activationCoupon, () => null);
    const restores = serve(serviceOperations.restoreActivation, () => ({ ...restored, coupon: { ...coupon, numdec: null } }));
    renderIsland(<BoxActivation step="activate" {...urls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aktywuj' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Kod aktywacyjny dekodera' });
    expect(restores).toEqual([{}]);
    expect(within(sidebar).queryByText('Numer dekodera')).toBeNull();
  });

  it('says what is wrong with the decoder number before any call', async () => {
    serve(serviceOperations.activationCoupon, () => null);
    const restores = serve(serviceOperations.restoreActivation, () => restored);
    renderIsland(<BoxActivation step="activate" {...urls} />);
    const field = screen.getByLabelText('Numer dekodera (nieobowiązkowy)');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aktywuj' }));

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Numer dekodera to od 8 do 20 cyfr. Popraw go albo zostaw pole puste.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(restores).toEqual([]);
    // Typing again clears the message.
    fireEvent.change(field, { target: { value: '123456789' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal beside the button in the server’s words and changes nothing', async () => {
    serve(serviceOperations.activationCoupon, () => null);
    serve(serviceOperations.restoreActivation, () => mockError(406, serviceMessages.noBoxToRestore));
    renderIsland(<BoxActivation step="activate" {...urls} />);
    const button = screen.getByRole('button', { name: 'Aktywuj' });
    fireEvent.click(button);

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Przywrócenie aktywacji dekodera jest dostępne dla klientów z umową na usługi telewizji.');
    expect(button.getAttribute('aria-describedby')).toBe(refusal.parentElement?.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($sidebar.get().active).toBeNull();
    expect(sessionReloads).toBe(0);
  });

  it('offers to cancel the order that blocks the activation (324)', async () => {
    serve(serviceOperations.activationCoupon, () => null);
    serve(serviceOperations.restoreActivation, () => mockError(324, serviceMessages.orderPending));
    renderIsland(<BoxActivation step="activate" {...urls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aktywuj' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('Masz niezakończone zamówienie. Anuluj je, aby przywrócić aktywację dekodera.')).toBeTruthy();
    expect(within(refusal).getByRole('button', { name: 'Anuluj zamówienie' })).toBeTruthy();
  });

  it('after a reload, tells the customer the code they already have', async () => {
    serve(serviceOperations.activationCoupon, () => coupon);
    renderIsland(<BoxActivation step="activate" {...urls} />);
    expect(await screen.findByText(/Masz już kod aktywacyjny K7QF-2MXD-93TA, ważny do 02\.12\.2026 włącznie\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz potwierdzenie' }).getAttribute('href')).toBe(CONFIRMATION);
  });

  it('confirmation: shows the coupon read from the server, or the truth that there is none', async () => {
    serve(serviceOperations.activationCoupon, () => coupon);
    const { unmount } = renderIsland(<BoxActivation step="confirmation" {...urls} />);
    expect((await screen.findByText('Kod aktywacyjny')).nextElementSibling?.textContent).toBe('K7QF-2MXD-93TA');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Twój kod aktywacyjny');
    expect(screen.getByText('Wydany').nextElementSibling?.textContent).toBe('02.11.2026');
    unmount();

    serve(serviceOperations.activationCoupon, () => null);
    renderIsland(<BoxActivation step="confirmation" {...urls} />);
    expect(await screen.findByText(/Nie masz teraz ważnego kodu aktywacyjnego dekodera\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przywróć aktywację dekodera' }).getAttribute('href')).toBe(ACTIVATE);
  });

  it('contract type: goes on for a customer with a contract for services, says why not for a prospect', () => {
    const { unmount } = renderIsland(<BoxActivation step="contract-type" {...urls} />);
    expect(screen.getByRole('link', { name: 'Dalej' }).getAttribute('href')).toBe(ACTIVATE);
    unmount();

    shop.start(
      customer({
        userLogin: 'klient.k@horyzont.example',
        contracts: [{ cgroupe: 'K', activity: 'ACTIVE', finabo: null, debabo: null, corig: null }],
      }),
    );
    renderIsland(<BoxActivation step="contract-type" {...urls} />);
    expect(screen.getByText('Przywrócenie aktywacji dekodera jest dostępne dla klientów z umową na usługi telewizji.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dalej' })).toBeNull();
  });

  it('shows nothing to a visitor who is not signed in (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<BoxActivation step="activate" {...urls} />);
    expect(container.textContent).toBe('');
  });
});
