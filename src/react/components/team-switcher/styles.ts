// Team switcher CSS: the trigger with the selected team and its drop-down list.

export const teamSwitcherCss = `
.stack-team-switcher { display: inline-block; background: transparent; }
.stack-team-anchor { position: relative; display: inline-block; }
.stack-team-menu {
  position: absolute;
  left: 0;
  top: calc(100% + var(--stack-spacing) / 2);
  z-index: 10;
  min-width: 240px;
  display: flex;
  flex-direction: column;
  gap: calc(var(--stack-spacing) / 2);
  padding: var(--stack-spacing);
  background: var(--stack-color-background);
  border: 1px solid var(--stack-color-border);
  border-radius: var(--stack-radius);
}
.stack-team-options { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.stack-team-option { text-align: left; width: 100%; }
.stack-team-option[aria-checked='true'] { font-weight: 600; }
.stack-team-create { display: flex; flex-direction: column; gap: calc(var(--stack-spacing) / 2); }
`;
