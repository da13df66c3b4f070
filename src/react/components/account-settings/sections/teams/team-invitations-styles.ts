// The invitations panel's own CSS (the shared settings rules are in the theme).

export const teamInvitationsPanelCss = `
.stack-team-panel .stack-settings-subtitle { font-size: 0.9em; margin: calc(var(--stack-spacing) / 2) 0 0; }
.stack-team-invitations .stack-settings-item { display: flex; align-items: center; gap: calc(var(--stack-spacing) / 2); flex-wrap: wrap; }
.stack-team-invitations .stack-button-danger { margin-left: auto; }
`;
