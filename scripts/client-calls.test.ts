import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { cartOperations } from '#api-contract/cart.ts';
import { isNavigation } from '#api-contract/operation.ts';
import { allOperations, operationsByArea } from '#api-contract/operations.ts';
import type { sessionOperations } from '#api-contract/session.ts';
import type { CallRef, NavigationRef } from '#api-client/call-ref.ts';
import { calls } from '#api-client/calls.ts';
import { clientCallsFile, renderClientCalls } from './client-calls.ts';

describe('the browser’s call references (src/api-client/calls.ts)', () => {
  it('are current with the contract (run `npm run openapi` after changing it)', () => {
    expect(readFileSync(clientCallsFile, 'utf8')).toBe(renderClientCalls(operationsByArea));
  });

  it('name every operation with its method, call and XSRF exemption, every navigation as one with its call, and nothing else', () => {
    const refs = Object.values(calls).flatMap((area) => Object.values(area) as Array<CallRef | NavigationRef>);
    expect(refs).toEqual(
      allOperations.map((o) =>
        isNavigation(o)
          ? { navigation: true, call: o.call }
          : o.xsrf === false
            ? { method: o.method, call: o.call, xsrf: false }
            : { method: o.method, call: o.call },
      ),
    );
  });

  it('are typed by the operation they stand for', () => {
    expectTypeOf(calls.cart.update).toEqualTypeOf<CallRef<(typeof cartOperations)['update']>>();
    expectTypeOf(calls.session.login).toEqualTypeOf<NavigationRef<(typeof sessionOperations)['login']>>();
  });

  it('quote names that are not identifiers', () => {
    const operation = operationsByArea.cart.update;
    expect(renderClientCalls({ 'an-area': { "it's": operation } })).toContain(
      `  'an-area': {\n    'it\\'s': callRef<Areas['an-area']['it\\'s']>('${operation.method}', '${operation.call}'),`,
    );
  });
});
