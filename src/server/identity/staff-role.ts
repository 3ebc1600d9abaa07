/**
 * Who is staff: a role the identity provider names in the ID token. The
 * embedded provider gives its staff accounts (identity_accounts.staff) the
 * role "staff" in a "roles" claim; an external provider is read by the claim
 * and role its administrators configured (OIDC_STAFF_CLAIM, OIDC_STAFF_ROLE),
 * such as a group in "groups".
 */

export interface StaffRole {
  /** The ID token claim that names a person's roles or groups. */
  claim: string;
  /** The value in it that makes them staff. */
  role: string;
}

export const EMBEDDED_STAFF_ROLE: StaffRole = { claim: 'roles', role: 'staff' };

/** Whether the claims give the staff role: the claim is the role itself, or a list holding it. */
export function hasStaffRole(claims: Record<string, unknown>, staff: StaffRole): boolean {
  const value = claims[staff.claim];
  return Array.isArray(value) ? value.includes(staff.role) : value === staff.role;
}
