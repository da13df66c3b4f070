// The CSS of the section frame (./section.tsx), apart from it: account settings and the console each carry it.
// It arrives with their parts, so the settings skeleton (./settings-skeleton.tsx) uses none of its classes.

export const sectionCss = `
.stack-settings-section { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.stack-settings-section + .stack-settings-section { padding-top: 24px; border-top: 1px solid var(--stack-border); }
.stack-settings-section-header { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; padding-bottom: 4px; }
.stack-settings-section-text { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.stack-settings-title { font-size: 16px; font-weight: 600; line-height: 1.4; }
.stack-settings-title:focus { outline: none; }
.stack-settings-title:focus-visible { outline: 2px solid var(--stack-ring); outline-offset: 2px; border-radius: 2px; }
.stack-settings-description { font-size: 13px; color: var(--stack-muted-foreground); }
`;
