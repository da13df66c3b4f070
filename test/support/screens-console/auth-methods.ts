// Console screens of the auth methods page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';
import { configScenario } from './settings';

const PROVIDERS = [
  { id: 'github', type: 'shared' },
  { id: 'google', type: 'shared' },
  { id: 'microsoft', type: 'standard', client_id: 'c0ffee-3f1a-4d5e', client_secret: 'secret-value', microsoft_tenant_id: 'acme.onmicrosoft.com' },
];

export const AUTH_METHODS_CONSOLE_SCREENS: readonly Scenario[] = [
  configScenario('console-auth-methods', 'auth-methods', 'Sign-in methods', {
    project: { config: { magic_link_enabled: true, oauth_providers: PROVIDERS } },
    then: (admin) => admin.locator('li[data-provider="microsoft"]').waitFor(),
  }),
  configScenario('console-auth-methods--empty', 'auth-methods', 'Sign-in methods'),
  configScenario('console-auth-methods--provider-dialog', 'auth-methods', 'Sign-in methods', {
    project: { config: { oauth_providers: PROVIDERS } },
    then: async (admin) => {
      // The row's menu holds Edit at every width (the button beside it hides on narrow screens).
      await admin.getByRole('button', { name: 'More actions for Microsoft' }).click();
      await admin.getByRole('menuitem', { name: 'Edit' }).click();
      await admin.getByRole('dialog', { name: 'Microsoft sign-in' }).getByLabel('Tenant ID (optional)').waitFor();
    },
  }),
  configScenario('console-auth-methods--remove-dialog', 'auth-methods', 'Sign-in methods', {
    project: { config: { oauth_providers: PROVIDERS } },
    then: async (admin) => {
      await admin.getByRole('button', { name: 'More actions for GitHub' }).click();
      await admin.getByRole('menuitem', { name: 'Remove' }).click();
      await admin.getByRole('dialog', { name: 'Remove GitHub?' }).waitFor();
    },
  }),
];
