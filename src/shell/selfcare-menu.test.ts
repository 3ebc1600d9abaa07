import { describe, expect, it } from 'vitest';
import { menuItemSchema, type MenuItem } from '#content-schema/site.ts';
import seedSite from '#content-system/seed/site.json' with { type: 'json' };
import { isCurrentPage, menuItemId, selfcareMenuItems, SELFCARE_ID } from './selfcare-menu.ts';

const item = (input: Record<string, unknown>): MenuItem => menuItemSchema.parse(input);
const signedIn = { combinator: 'AND', rules: [{ source: 'session', key: 'userLogin', type: 'attribute', operator: 'present' }] };

describe('selfcareMenuItems (spec 4: the self-care item reveals the self-care menu)', () => {
  const selfcare = item({ id: SELFCARE_ID, label: 'Moje konto', url: '/oferta-online/moje-konto', visibility: signedIn });

  it("lists the dropdown's self-care pages in their order, without the logout action", () => {
    const dropdown = [
      item({ id: 'MY_ACCOUNT', label: 'Moje konto', url: '/oferta-online/moje-konto' }),
      item({ id: 'MY_SERVICES', label: 'Moje usługi', url: '/oferta-online/moje-uslugi' }),
      item({ id: 'LOGOUT_BUTTON', label: 'Wyloguj się', url: '/api/logout' }),
    ];
    expect(selfcareMenuItems(selfcare, dropdown).map((i) => i.label)).toEqual(['Moje konto', 'Moje usługi']);
  });

  it("puts the item's own page first when the dropdown does not list it, without the item's gate or id", () => {
    const dropdown = [item({ label: 'Moje usługi', url: '/oferta-online/moje-uslugi', menuSettings: { id: 'MY_SERVICES' } })];
    const [first, ...rest] = selfcareMenuItems(selfcare, dropdown);
    expect(first).toMatchObject({ label: 'Moje konto', url: '/oferta-online/moje-konto', id: undefined });
    expect(first!.visibility).toBeUndefined();
    expect(rest.map(menuItemId)).toEqual(['MY_SERVICES']);
  });

  it('keeps the gates of the pages it lists', () => {
    const gated = item({ id: 'BOX_ACTIVATION', label: 'Aktywuj dekoder', url: '/oferta-online/aktywacja-box/aktywuj', visibility: signedIn });
    expect(selfcareMenuItems(selfcare, [gated])[1]!.visibility).toEqual(signedIn);
  });

  it('the seed: the self-care item of the main menu reveals Moje konto, Moje usługi, Moje płatności, Dane osobowe and Aktywuj dekoder', () => {
    const main = seedSite.mainMenu.map(item);
    const selfcareItem = main.find((i) => menuItemId(i) === SELFCARE_ID)!;
    const labels = selfcareMenuItems(selfcareItem, seedSite.userDropdown.items.map(item)).map((i) => i.label);
    expect(labels).toEqual(['Moje konto', 'Moje usługi', 'Moje płatności', 'Dane osobowe', 'Aktywuj dekoder']);
  });
});

describe('isCurrentPage', () => {
  it('matches the path, trailing slashes aside', () => {
    expect(isCurrentPage('/oferta-online/moje-konto', '/oferta-online/moje-konto')).toBe(true);
    expect(isCurrentPage('/oferta-online/moje-konto', '/oferta-online/moje-konto/')).toBe(true);
    expect(isCurrentPage('/oferta-online/moje-konto', '/oferta-online/moje-konto/dane-osobowe')).toBe(false);
    expect(isCurrentPage('/', '/')).toBe(true);
  });
});
