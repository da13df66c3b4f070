// CSS of the Project settings page (the shell, rows, forms and dialogs come from the design system).
export const settingsCss = `
/* The configuration pages' sections (auth methods, domains, settings): space above each divider. */
.stack-console-config { display: flex; flex-direction: column; gap: 24px; min-width: 0; }
.stack-settings-defaults { display: flex; flex-direction: column; gap: 6px; }
.stack-settings-defaults-ids { display: flex; flex-wrap: wrap; gap: 4px; color: var(--stack-foreground); }
.stack-settings-defaults-ids > span:only-child:not(.stack-badge) { color: var(--stack-muted-foreground); }
.stack-settings-choices { max-height: 320px; overflow: auto; }
`;
