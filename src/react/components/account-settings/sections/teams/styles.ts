// Teams section CSS: the picker, the panels of the picked team (shared with the invitations and API key panels).

export const teamsSectionCss = `
.stack-team-picker select { max-width: 24rem; }
.stack-team-details { display: flex; flex-direction: column; gap: calc(var(--stack-spacing) * 1.5); margin-top: var(--stack-spacing); }
.stack-team-panel { display: flex; flex-direction: column; gap: calc(var(--stack-spacing) / 2); padding-top: var(--stack-spacing); border-top: 1px solid var(--stack-color-border); }
.stack-team-panel > .stack-settings-title { font-size: 1em; margin: 0; }
.stack-team-name { margin: 0; font-weight: 600; }
.stack-team-member-name { flex: 1; }
.stack-team-member-image { width: 32px; height: 32px; border-radius: 50%; object-fit: cover; border: 1px solid var(--stack-color-border); }
.stack-team-confirm p { margin: 0 0 calc(var(--stack-spacing) / 2); }
.stack-team-create { margin-top: calc(var(--stack-spacing) * 1.5); }
`;
