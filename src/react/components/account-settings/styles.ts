// Account settings CSS: the shell's navigation (its layout and skeleton are core, src/react/shared/settings-skeleton.tsx,
// drawn before this part arrives), then each section's own rules. Controls, rows and dialogs come from the design system (src/react/ui).

import { sectionCss } from '../../shared/section-css';
import { apiKeysSectionCss } from './sections/api-keys/styles';
import { connectedAccountsCss } from './sections/connected-accounts/styles';
import { mfaSectionCss } from './sections/mfa/styles';
import { passkeysSectionCss } from './sections/passkeys/styles';
import { profileSectionCss } from './sections/profile/styles';
import { sessionsSectionCss } from './sections/sessions/styles';
import { teamsSectionCss } from './sections/teams/styles';

const shellCss = `
.stack-settings-status { display: flex; justify-content: flex-end; min-height: 20px; margin-top: -4px; }
.stack-settings-picker > .stack-popover { width: 100%; max-width: 360px; }
.stack-settings-picker-button { width: 100%; justify-items: stretch; padding: 0 12px; }
.stack-settings-picker-button > .stack-button-face { justify-content: flex-start; }
.stack-settings-picker-button .stack-button-label { display: flex; flex: 1; align-items: center; gap: 8px; min-width: 0; }
.stack-settings-picker-text { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; text-align: start; }
.stack-settings-picker-chevron { flex: none; color: var(--stack-muted-foreground); }
.stack-settings-picker .stack-menu-icon { width: 24px; }
.stack-settings-menu-heading { padding: 8px 8px 4px; font-size: 12px; font-weight: 500; color: var(--stack-muted-foreground); }
.stack-settings-nav-list { display: flex; flex-direction: column; gap: 2px; }
.stack-settings-nav-item { display: flex; align-items: center; gap: 8px; width: 100%; min-height: 36px; padding: 0 8px; border: 0;
  border-radius: calc(var(--stack-radius) - 2px); background: none; color: var(--stack-muted-foreground); font-size: 14px; font-weight: 500;
  line-height: 1.3; text-align: start; cursor: pointer; transition: background-color 150ms ease-out, color 150ms ease-out; }
.stack-settings-nav-item:hover { color: var(--stack-foreground); background: color-mix(in srgb, var(--stack-muted) 60%, transparent); }
.stack-settings-nav-item[aria-current='page'] { color: var(--stack-foreground); background: var(--stack-muted); }
.stack-settings-nav-icon { display: inline-grid; place-items: center; flex: none; width: 24px; height: 24px; }
.stack-settings-nav-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-settings-nav-placeholder { display: flex; align-items: center; min-height: 36px; padding: 0 8px; }
.stack-settings-nav-placeholder > .stack-skeleton { flex: 1; }
/* Rows whose action is a labelled button: on a phone the button goes under the text, aligned with it. */
.stack-settings-row-wrap .stack-row-leading { width: 20px; }
@container (max-width: 479px) {
  .stack-settings-row-wrap .stack-row-text { flex: 1 1 calc(100% - 32px); }
  .stack-settings-row-wrap .stack-row-leading + .stack-row-text + .stack-row-actions { margin-inline-start: 32px; }
  .stack-settings-row-compact .stack-row-leading { display: none; }
}
/* The team panels' lists until they move to rows. */
.stack-settings-list { display: flex; flex-direction: column; gap: 8px; }
.stack-settings-item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 16px;
  border: 1px solid var(--stack-border); border-radius: var(--stack-radius); }
.stack-settings-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
`;

export const accountSettingsCss = [shellCss, sectionCss, profileSectionCss, mfaSectionCss, passkeysSectionCss, sessionsSectionCss, connectedAccountsCss, apiKeysSectionCss, teamsSectionCss].join('\n');
