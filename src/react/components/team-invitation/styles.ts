// TeamInvitation specific CSS (the shared rules are in the theme).

export const teamInvitationCss = `
.stack-team-invitation { max-width: 360px; }
.stack-team-invitation-actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 12px; }
`;
