// Team switcher CSS: the trigger (team avatar, a name that ellipsizes, the up-down chevron; the name hides
// under 480 px of viewport), avatars in the menu's icon column, and the failure shown under the trigger.

export const teamSwitcherCss = `
.stack-team-switcher { position: relative; display: flex; max-width: 100%; min-width: 0; }
.stack-team-menu { min-width: 0; }
.stack-team-trigger { max-width: 100%; min-height: 40px; padding: 0 8px; }
.stack-team-trigger > .stack-button-face { max-width: 100%; }
.stack-team-trigger .stack-button-label { display: inline-flex; align-items: center; gap: 8px; min-width: 0; overflow: visible; }
.stack-team-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.stack-team-chevron { flex: none; color: var(--stack-muted-foreground); }
.stack-team-trigger[aria-expanded='true'] { background: var(--stack-muted); }
.stack-team-none-icon { display: inline-grid; place-items: center; flex: none; width: 24px; height: 24px; border-radius: 50%;
  background: var(--stack-muted); color: var(--stack-muted-foreground); }
.stack-team-menu .stack-menu-icon { width: 24px; }
.stack-team-menu-empty { padding: 0 4px; font-size: 13px; color: var(--stack-muted-foreground); }
.stack-team-error { position: absolute; z-index: 40; top: calc(100% + 6px); inset-inline-start: 0; width: max-content; max-width: min(320px, calc(100vw - 16px)); }
@media (max-width: 479px) {
  .stack-team-trigger { padding: 0 6px; }
  /* On a phone the menu spans the viewport under the trigger, wherever the trigger sits. */
  .stack-team-menu > .stack-popover { position: fixed; top: auto; inset-inline: 8px; margin-top: 6px; max-width: none; }
  .stack-team-name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
`;
