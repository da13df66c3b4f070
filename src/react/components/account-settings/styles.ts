// Account settings CSS: the shell's navigation and lists, then each section's own rules.

import { sectionCss } from './section';
import { apiKeysSectionCss } from './sections/api-keys/styles';
import { connectedAccountsCss } from './sections/connected-accounts/styles';
import { profileSectionCss } from './sections/profile/styles';
import { sessionsSectionCss } from './sections/sessions/styles';
import { teamsSectionCss } from './sections/teams/styles';

const shellCss = `
.stack-settings { display: grid; gap: 0.75rem; max-width: 720px; }
.stack-settings-nav { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.stack-settings-tab { font: inherit; background: none; border: 1px solid transparent; border-radius: var(--stack-radius); padding: 0.3rem 0.6rem; color: var(--stack-color-text); cursor: pointer; }
.stack-settings-tab[aria-current='page'] { border-color: var(--stack-color-border); background: var(--stack-color-background); font-weight: 600; }
.stack-settings-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.stack-settings-item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; border: 1px solid var(--stack-color-border); border-radius: var(--stack-radius); padding: 0.5rem 0.75rem; }
.stack-settings-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
`;

export const accountSettingsCss = [shellCss, sectionCss, profileSectionCss, sessionsSectionCss, connectedAccountsCss, apiKeysSectionCss, teamsSectionCss].join('\n');
