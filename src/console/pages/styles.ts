// Every page's CSS, for the console's one stylesheet.
import { overviewCss } from './overview/styles';
import { usersCss } from './users/styles';
import { teamsCss } from './teams/styles';
import { permissionsCss } from './permissions/styles';
import { authMethodsCss } from './auth-methods/styles';
import { domainsCss } from './domains/styles';
import { apiKeysCss } from './api-keys/styles';
import { emailsCss } from './emails/styles';
import { webhooksCss } from './webhooks/styles';
import { settingsCss } from './settings/styles';
import { projectsCss } from './projects/styles';

export const pagesCss = [overviewCss, usersCss, teamsCss, permissionsCss, authMethodsCss, domainsCss, apiKeysCss, emailsCss, webhooksCss, settingsCss, projectsCss].join('\n');
