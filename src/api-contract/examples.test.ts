import { describe, expect, it } from 'vitest';
import { isNavigation, serverPath } from './operation.ts';
import { allOperations } from './operations.ts';

/**
 * The examples declared beside every call of the contract (what mock mode
 * answers for calls it keeps no state for) are answers the call could give:
 * the data passes the operation's data schema and survives JSON, there is a
 * message for each business error the operation declares and for nothing
 * else, in Polish; a navigation's example leads to a page of the site or an
 * http(s) address.
 */

const POLISH = /[ąćęłńóśźż]|(^|[^\p{L}])(nie|brak|zbyt|koszyk|kod|sesja|zaloguj)([^\p{L}]|$)/iu;

describe('the examples declared beside each call of the contract', () => {
  it('cover every call', () => {
    expect(allOperations.length).toBeGreaterThan(50);
    for (const call of allOperations) expect(call.examples, call.call).toBeDefined();
  });

  for (const call of allOperations) {
    const name = `${call.method} ${serverPath(call)}`;
    if (isNavigation(call)) {
      it(`${name}: leads to a page of the site or an http(s) address`, () => {
        const { location } = call.examples;
        expect(/^\/(?![/\\])/.test(location) || /^https?:\/\//.test(location), location).toBe(true);
      });
      continue;
    }

    it(`${name}: its data is what the data schema describes, as JSON carries it`, () => {
      const { data } = call.examples;
      const parsed = call.data.safeParse(data);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      expect(JSON.parse(JSON.stringify(data) ?? 'null')).toEqual(data);
    });

    it(`${name}: a Polish message for each business error it declares, and no other`, () => {
      const examples = call.examples.errors ?? {};
      expect(Object.keys(examples).map(Number).sort()).toEqual([...(call.errors ?? [])].sort());
      for (const [code, message] of Object.entries(examples)) {
        expect(typeof message, code).toBe('string');
        expect(message, `${code}: ${message}`).toMatch(POLISH);
      }
    });
  }
});
