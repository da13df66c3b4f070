// The owner console's screens, one file per page (each page's owner adds its scenarios there).
import { PROJECTS_CONSOLE_SCREENS } from './projects';
import { OVERVIEW_CONSOLE_SCREENS } from './overview';
import { USERS_CONSOLE_SCREENS } from './users';
import { TEAMS_CONSOLE_SCREENS } from './teams';
import { PERMISSIONS_CONSOLE_SCREENS } from './permissions';
import { AUTH_METHODS_CONSOLE_SCREENS } from './auth-methods';
import { DOMAINS_CONSOLE_SCREENS } from './domains';
import { API_KEYS_CONSOLE_SCREENS } from './api-keys';
import { EMAILS_CONSOLE_SCREENS } from './emails';
import { WEBHOOKS_CONSOLE_SCREENS } from './webhooks';
import { SETTINGS_CONSOLE_SCREENS } from './settings';
import type { Scenario } from '../screens-runner';

export const CONSOLE_SCREENS: readonly Scenario[] = [...PROJECTS_CONSOLE_SCREENS, ...OVERVIEW_CONSOLE_SCREENS, ...USERS_CONSOLE_SCREENS, ...TEAMS_CONSOLE_SCREENS, ...PERMISSIONS_CONSOLE_SCREENS, ...AUTH_METHODS_CONSOLE_SCREENS, ...DOMAINS_CONSOLE_SCREENS, ...API_KEYS_CONSOLE_SCREENS, ...EMAILS_CONSOLE_SCREENS, ...WEBHOOKS_CONSOLE_SCREENS, ...SETTINGS_CONSOLE_SCREENS];
