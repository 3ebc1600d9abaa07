// The two accounts the start step makes sure of, from the environment or the
// passwords generated once into the data folder.
import type { Account } from '../seed/accounts.ts';
import type { CmsOptions } from './options.ts';
import { persistentSecret } from './secrets.ts';

export function accountsFromEnv(options: CmsOptions, env: Record<string, string | undefined> = process.env): { editor: Account; admin: Account } {
  return {
    editor: {
      email: env.CMS_EDITOR_EMAIL || 'redaktor@horyzont.example',
      password: persistentSecret(options.dataDir, 'editor-password', env.CMS_EDITOR_PASSWORD, 15),
      role: 'editor',
      name: 'Redaktor',
      enforced: Boolean(env.CMS_EDITOR_PASSWORD),
    },
    admin: {
      email: env.CMS_ADMIN_EMAIL || 'admin@horyzont.example',
      password: persistentSecret(options.dataDir, 'admin-password', env.CMS_ADMIN_PASSWORD, 15),
      role: 'admin',
      name: 'Administrator',
      enforced: Boolean(env.CMS_ADMIN_PASSWORD),
    },
  };
}
