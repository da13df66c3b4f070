// Console screens of the domains page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';
import { configScenario } from './settings';

const DOMAINS = [
  { domain: 'https://shop.example.com', handler_path: '/handler' },
  { domain: 'https://*.preview.example.com', handler_path: '/auth' },
];
const FAULTY = [
  { domain: 'https://shop.example.com', handler_path: '/handler' },
  { domain: 'http://localhost:3000', handler_path: '/handler' },
  { domain: 'https://10.0.0.5', handler_path: '/handler' },
  { domain: 'http://staging.example.com', handler_path: '/handler' },
];

export const DOMAINS_CONSOLE_SCREENS: readonly Scenario[] = [
  configScenario('console-domains--empty', 'domains', 'Trusted domains'),
  configScenario('console-domains', 'domains', 'Trusted domains', {
    project: { is_production_mode: true, config: { allow_localhost: false, domains: DOMAINS } },
    then: (admin) => admin.locator('li[data-domain]').first().waitFor(),
  }),
  configScenario('console-domains--production-refused', 'domains', 'Trusted domains', {
    project: { config: { allow_localhost: true, domains: FAULTY } },
    then: async (admin) => {
      await admin.getByRole('switch', { name: 'Production mode' }).click();
      await admin.locator('li[data-domain="https://10.0.0.5"] [data-problems]').waitFor();
    },
  }),
  configScenario('console-domains--add-dialog', 'domains', 'Trusted domains', {
    project: { is_production_mode: true, config: { allow_localhost: false, domains: DOMAINS } },
    then: async (admin) => {
      await admin.getByRole('button', { name: 'Add domain' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add a trusted domain' });
      await dialog.getByLabel('Domain').fill('http://staging.example.com');
      await dialog.getByRole('button', { name: 'Add domain' }).click();
      await dialog.locator('[aria-invalid="true"]').waitFor();
    },
  }),
];
