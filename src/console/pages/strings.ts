// Every page's words, for the console's one table (../i18n.ts).
import { overviewStrings } from './overview/strings';
import { usersStrings } from './users/strings';
import { teamsStrings } from './teams/strings';
import { permissionsStrings } from './permissions/strings';
import { authMethodsStrings } from './auth-methods/strings';
import { domainsStrings } from './domains/strings';
import { apiKeysStrings } from './api-keys/strings';
import { emailsStrings } from './emails/strings';
import { webhooksStrings } from './webhooks/strings';
import { settingsStrings } from './settings/strings';
import { projectsStrings } from './projects/strings';

export const PAGE_STRINGS = { ...overviewStrings, ...usersStrings, ...teamsStrings, ...permissionsStrings, ...authMethodsStrings, ...domainsStrings, ...apiKeysStrings, ...emailsStrings, ...webhooksStrings, ...settingsStrings, ...projectsStrings } as const;
