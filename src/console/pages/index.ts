// The console's pages in sidebar order (each in its own folder: page, strings, styles).
import { overviewPage } from './overview';
import { usersPage } from './users';
import { teamsPage } from './teams';
import { permissionsPage } from './permissions';
import { authMethodsPage } from './auth-methods';
import { domainsPage } from './domains';
import { apiKeysPage } from './api-keys';
import { emailsPage } from './emails';
import { webhooksPage } from './webhooks';
import { settingsPage } from './settings';
import type { ConsolePageDef } from './page-def';

export type { ConsolePageDef, ConsolePageGroup } from './page-def';

export const CONSOLE_PAGES: readonly ConsolePageDef[] = [overviewPage, usersPage, teamsPage, permissionsPage, authMethodsPage, domainsPage, apiKeysPage, emailsPage, webhooksPage, settingsPage];
