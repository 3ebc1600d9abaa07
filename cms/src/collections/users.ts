import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminField, isAdminOrSelf } from '../access.ts';

export const users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Użytkownik', plural: 'Użytkownicy' },
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administracja' },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Imię i nazwisko' },
    {
      name: 'role',
      type: 'select',
      label: 'Rola',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Administrator (zarządza użytkownikami)', value: 'admin' },
        { label: 'Redaktor (edytuje treści)', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
};
