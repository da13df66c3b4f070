// Account settings CSS: the shell's navigation and lists, then each section's own rules.

import { apiKeysSectionCss } from './sections/api-keys/styles';
import { connectedAccountsCss } from './sections/connected-accounts/styles';
import { profileSectionCss } from './sections/profile/styles';
import { sessionsSectionCss } from './sections/sessions/styles';
import { teamsSectionCss } from './sections/teams/styles';
import { teamInvitationsPanelCss } from './sections/teams/team-invitations-styles';

const shellCss = `
.stack-settings { display: grid; gap: 0.75rem; max-width: 720px; }
.stack-settings-nav { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.stack-settings-tab { font: inherit; background: none; border: 1px solid transparent; border-radius: var(--stack-radius); padding: 0.3rem 0.6rem; color: var(--stack-color-text); cursor: pointer; }
.stack-settings-tab[aria-current='page'] { border-color: var(--stack-color-border); background: var(--stack-color-background); font-weight: 600; }
.stack-settings-section { display: grid; gap: 0.6rem; }
.stack-settings-title { font-size: 1.05rem; margin: 0; }
.stack-settings-description { margin: 0; color: var(--stack-color-muted); }
.stack-settings-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.stack-settings-item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; border: 1px solid var(--stack-color-border); border-radius: var(--stack-radius); padding: 0.5rem 0.75rem; }
.stack-settings-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.stack-badge { font-size: 0.8rem; border: 1px solid var(--stack-color-border); border-radius: 999px; padding: 0 0.45rem; color: var(--stack-color-muted); }
.stack-button-secondary { background: var(--stack-color-background); color: var(--stack-color-text); border: 1px solid var(--stack-color-border); }
.stack-button-danger { background: var(--stack-color-error); color: #fff; }
`;

export const accountSettingsCss = [shellCss, profileSectionCss, sessionsSectionCss, connectedAccountsCss, apiKeysSectionCss, teamsSectionCss, teamInvitationsPanelCss].join('\n');
