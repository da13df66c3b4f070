// User button CSS: the trigger and its drop-down menu.

export const userButtonCss = `
.stack-user-button { display: inline-block; background: transparent; }
.stack-user-menu-anchor { position: relative; display: inline-block; }
.stack-user-sign-in { display: inline-block; text-decoration: none; }
.stack-user-menu {
  position: absolute;
  right: 0;
  top: calc(100% + var(--stack-spacing) / 2);
  z-index: 10;
  min-width: 220px;
  display: flex;
  flex-direction: column;
  gap: var(--stack-spacing);
  padding: var(--stack-spacing);
  background: var(--stack-color-background);
  border: 1px solid var(--stack-color-border);
  border-radius: var(--stack-radius);
}
.stack-user-email { display: flex; flex-direction: column; margin: 0; }
.stack-user-email-value { font-weight: 600; word-break: break-all; }
.stack-user-sign-out { text-align: left; }
`;
