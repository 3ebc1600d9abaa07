import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('Horyzont2026!'), hashPassword('Horyzont2026!')]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain('Horyzont2026');
    expect(await verifyPassword('Horyzont2026!', first)).toBe(true);
    expect(await verifyPassword('Horyzont2026!', second)).toBe(true);
    expect(await verifyPassword('horyzont2026!', first)).toBe(false);
  });

  it('rejects stored values that are not scrypt hashes', async () => {
    expect(await verifyPassword('Horyzont2026!', 'Horyzont2026!')).toBe(false);
    expect(await verifyPassword('Horyzont2026!', '')).toBe(false);
  });
});
