import { describe, expect, it } from 'vitest';
import { hasStaffRole } from './staff-role.ts';

describe('hasStaffRole', () => {
  const staff = { claim: 'groups', role: 'portal-obsluga' };

  it('finds the role in a list or as the claim itself', () => {
    expect(hasStaffRole({ groups: ['klienci', 'portal-obsluga'] }, staff)).toBe(true);
    expect(hasStaffRole({ groups: 'portal-obsluga' }, staff)).toBe(true);
  });

  it('refuses a missing claim, another role, or the role under another claim', () => {
    expect(hasStaffRole({}, staff)).toBe(false);
    expect(hasStaffRole({ groups: ['klienci'] }, staff)).toBe(false);
    expect(hasStaffRole({ groups: 'portal-obsluga-stara' }, staff)).toBe(false);
    expect(hasStaffRole({ roles: ['portal-obsluga'] }, staff)).toBe(false);
  });
});
