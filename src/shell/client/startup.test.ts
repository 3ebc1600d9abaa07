import { describe, expect, it, vi } from 'vitest';
import { loadStartupData } from './session-loader.ts';
import { tokenFromQuery, tokenLogin, withoutToken } from './token-login.ts';

describe('start-up loading (spec 4)', () => {
  it('loads the session, then the discount, and reports the session loaded', async () => {
    const order: string[] = [];
    const loaded = await loadStartupData({
      loadSession: async () => (order.push('session'), true),
      loadPossibleDiscount: async () => void order.push('discount'),
    });
    expect(loaded).toBe(true);
    expect(order).toEqual(['session', 'discount']);
  });

  it('finishes when the discount fails', async () => {
    await expect(
      loadStartupData({ loadSession: async () => true, loadPossibleDiscount: () => Promise.reject(new Error('Network Error')) }),
    ).resolves.toBe(true);
  });

  it('finishes when the session fails, without asking for a discount there is no cart for', async () => {
    const loadPossibleDiscount = vi.fn(async () => undefined);
    await expect(loadStartupData({ loadSession: () => Promise.reject(new Error('Network Error')), loadPossibleDiscount })).resolves.toBe(false);
    expect(loadPossibleDiscount).not.toHaveBeenCalled();
  });
});

describe('token login (spec 4)', () => {
  const href = 'https://horyzont.example/oferta-online/moje-konto/moje-platnosci?tab=karty&token=tok_8f2a&tokenType=CARD#karta';

  it('reads token and tokenType from the query string, both required', () => {
    expect(tokenFromQuery('?token=tok_8f2a&tokenType=CARD')).toEqual({ token: 'tok_8f2a', tokenType: 'CARD' });
    expect(tokenFromQuery('?token=tok_8f2a')).toBeNull();
    expect(tokenFromQuery('?tokenType=CARD')).toBeNull();
    expect(tokenFromQuery('?token=&tokenType=CARD')).toBeNull();
  });

  it('takes both out of the address, keeping the rest', () => {
    expect(withoutToken(href)).toBe('/oferta-online/moje-konto/moje-platnosci?tab=karty#karta');
    expect(withoutToken('https://horyzont.example/oferta-online?token=a&tokenType=CARD')).toBe('/oferta-online');
  });

  it('attaches the token, cleans the address, then reloads the session', async () => {
    const calls: string[] = [];
    const attachToken = vi.fn(async () => void calls.push('attach'));
    const ok = await tokenLogin(href, {
      attachToken,
      replaceAddress: (path) => void calls.push(`address ${path}`),
      reloadSession: async () => void calls.push('session'),
    });
    expect(ok).toBe(true);
    expect(attachToken).toHaveBeenCalledWith({ token: 'tok_8f2a', tokenType: 'CARD' });
    expect(calls).toEqual(['attach', 'address /oferta-online/moje-konto/moje-platnosci?tab=karty#karta', 'session']);
  });

  it('a refused token still leaves the address, and the session is not reloaded', async () => {
    const calls: string[] = [];
    const ok = await tokenLogin(href, {
      attachToken: () => Promise.reject(new Error('Nieznany token')),
      replaceAddress: (path) => void calls.push(`address ${path}`),
      reloadSession: async () => void calls.push('session'),
    });
    expect(ok).toBe(false);
    expect(calls).toEqual(['address /oferta-online/moje-konto/moje-platnosci?tab=karty#karta']);
  });

  it('does nothing without a token in the address', async () => {
    const attachToken = vi.fn(async () => undefined);
    const replaceAddress = vi.fn();
    await tokenLogin('https://horyzont.example/oferta-online?tab=1', { attachToken, replaceAddress, reloadSession: async () => undefined });
    expect(attachToken).not.toHaveBeenCalled();
    expect(replaceAddress).not.toHaveBeenCalled();
  });
});
