// The catalogue (test/support/screens.ts) cut into the groups test/e2e/screens-*.test.ts check, one file
// each so the two test workers share them; `narrow` names the scenarios axe also judges at 375 px.
import type { Scenario } from './screens-runner';
import { AUTH_SCREENS } from './screens-auth';
import { HANDLER_SCREENS } from './screens-handler';
import { SETTINGS_SCREENS } from './screens-settings';
import { API_KEYS_CONSOLE_SCREENS } from './screens-console/api-keys';
import { AUTH_METHODS_CONSOLE_SCREENS } from './screens-console/auth-methods';
import { DOMAINS_CONSOLE_SCREENS } from './screens-console/domains';
import { EMAILS_CONSOLE_SCREENS } from './screens-console/emails';
import { OVERVIEW_CONSOLE_SCREENS } from './screens-console/overview';
import { PERMISSIONS_CONSOLE_SCREENS } from './screens-console/permissions';
import { PROJECTS_CONSOLE_SCREENS } from './screens-console/projects';
import { SETTINGS_CONSOLE_SCREENS } from './screens-console/settings';
import { TEAMS_CONSOLE_SCREENS } from './screens-console/teams';
import { USERS_CONSOLE_SCREENS } from './screens-console/users';
import { WEBHOOKS_CONSOLE_SCREENS } from './screens-console/webhooks';

export interface ScreenGroup {
  scenarios: readonly Scenario[];
  /** Scenarios axe judges at 375 px as well as at 1280 px. */
  narrow: readonly string[];
}

export const SCREEN_GROUPS = {
  auth: { scenarios: AUTH_SCREENS, narrow: ['sign-in--empty', 'sign-in--errors', 'user-button--menu-open', 'team-switcher--open'] },
  handler: { scenarios: HANDLER_SCREENS, narrow: ['handler-sign-in', 'handler-password-reset--valid'] },
  settings: { scenarios: SETTINGS_SCREENS, narrow: ['settings-profile', 'settings-teams', 'settings-danger-zone--dialog'] },
  consoleConfig: { scenarios: [...AUTH_METHODS_CONSOLE_SCREENS, ...DOMAINS_CONSOLE_SCREENS, ...SETTINGS_CONSOLE_SCREENS], narrow: ['console-domains--production-refused'] },
  consoleEmails: { scenarios: EMAILS_CONSOLE_SCREENS, narrow: ['console-emails--template-editor'] },
  consoleKeys: { scenarios: [...API_KEYS_CONSOLE_SCREENS, ...WEBHOOKS_CONSOLE_SCREENS], narrow: ['console-webhooks'] },
  consoleProjects: { scenarios: [...PROJECTS_CONSOLE_SCREENS, ...OVERVIEW_CONSOLE_SCREENS], narrow: ['console-projects--list'] },
  consoleTeams: { scenarios: [...TEAMS_CONSOLE_SCREENS, ...PERMISSIONS_CONSOLE_SCREENS], narrow: [] },
  consoleUsers: { scenarios: USERS_CONSOLE_SCREENS, narrow: ['console-users--list', 'console-users--user'] },
} satisfies Record<string, ScreenGroup>;
