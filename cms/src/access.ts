// Roles: administrators manage users; editors (and administrators) edit content.
import type { Access, FieldAccess, PayloadRequest } from 'payload';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

const roleOf = (req: PayloadRequest): Role | undefined => (req.user as { role?: Role } | null | undefined)?.role;

export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin';
export const isEditor: Access = ({ req }) => roleOf(req) === 'admin' || roleOf(req) === 'editor';
export const isSignedIn: Access = ({ req }) => Boolean(req.user);
/** Administrators see and change every account; anyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (roleOf(req) === 'admin') return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin';

/** Content: signed-in users read it in the admin, editors change it; the public reads it through the content API only. */
export const contentAccess = {
  read: isSignedIn,
  readVersions: isSignedIn,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
};
