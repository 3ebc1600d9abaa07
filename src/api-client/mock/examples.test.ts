import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverPath } from '#api-contract/operation.ts';
import { allOperations } from '#api-contract/operations.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { sessionOperations } from '#api-contract/session.ts';
import { serviceMessages } from '#domain/service-messages.ts';
import { $alerts } from '#stores/alerts.ts';
import { setApiMode } from '../config.ts';
import { callOperation } from '../operations.ts';
import { refusal, TEST_BASE_URL, useTestBrowser } from '#testing/api-client.ts';
import { exampleHandler } from './examples.ts';
import { createFunnel } from './funnel/index.ts';
import { funnelCalls, mockApiHandlers } from './funnel-handlers.ts';
import { mockPathOf } from './operations.ts';
import { mockServer } from './server.ts';

/**
 * Mock mode answers every call of the contract: the shop funnel's from its
 * state, every other from the example declared beside it in the contract,
 * with the access rule, the request checks and the business errors the
 * service has.
 */

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  useTestBrowser();
  setApiMode('mock');
  $alerts.set([]);
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const signIn = () => fetch(new URL('/mock/login?login=klient.c@horyzont.example', TEST_BASE_URL), { redirect: 'manual' });

describe('mock mode', () => {
  it('has one handler for every call of the contract, the funnel’s or its example', () => {
    const handlers = mockApiHandlers().map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    const calls = allOperations.map((call) => `${call.method} ${mockPathOf(call)}`);
    expect([...handlers].sort()).toEqual([...calls].sort());
    expect(funnelCalls.length).toBeGreaterThan(15);
    expect(funnelCalls.length).toBeLessThan(allOperations.length);
  });

  it('answers a call beyond the shop funnel with its example, to a signed-in customer only', async () => {
    mockServer.use(...mockApiHandlers(createFunnel()));
    expect(await refusal(callOperation(serviceOperations.ltoEndDate, { query: {} }))).toMatchObject({
      httpStatus: 401,
      message: 'Zaloguj się, aby skorzystać z tej usługi.',
    });
    await signIn();
    await expect(callOperation(serviceOperations.ltoEndDate, { query: {} })).resolves.toEqual(serviceOperations.ltoEndDate.examples.data);
  });

  it('answers the declared business error asked for, with its example message at its HTTP status', async () => {
    mockServer.use(...mockApiHandlers(createFunnel(), { error: (call) => (call === serviceOperations.switchOff ? 406 : undefined) }));
    await signIn();
    const error = await refusal(callOperation(serviceOperations.switchOff, { body: { contractId: '2', articleCode: 'FN01' } }));
    expect(error).toMatchObject({ httpStatus: 422, errorCode: 406, message: serviceMessages.alreadyPlannedOff('2026-12-13') });
    // Other calls still answer their data.
    await expect(callOperation(serviceOperations.unSwitchOff, { body: { contractId: '2', articleCode: 'FN01' } })).resolves.toEqual(
      serviceOperations.unSwitchOff.examples.data,
    );
  });

  it('checks an example’s request as the service does', async () => {
    mockServer.use(...mockApiHandlers(createFunnel()));
    await signIn();
    const error = await refusal(callOperation(serviceOperations.switchOff, { body: { contractId: 'abc', articleCode: 'FN01' } }));
    expect(error).toMatchObject({ httpStatus: 400, message: 'Nieprawidłowe pole „contractId”: oczekiwano numeru umowy (same cyfry).' });
  });

  it('answers a navigation’s example with its redirect, and a query its schema refuses with the 400 envelope', async () => {
    mockServer.use(exampleHandler(sessionOperations.logout));
    const response = await fetch(new URL('/mock/logout', TEST_BASE_URL), { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/']);
    const refused = await fetch(new URL('/mock/logout?x=1', TEST_BASE_URL), { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: 400, msg: 'Nieprawidłowe parametry żądania: nieznane pole „x”.' });
    expect(serverPath(sessionOperations.logout)).toBe('/api/logout');
  });
});
