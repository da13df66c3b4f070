// MFA card CSS: the card and its code boxes come from src/react/ui; only the Back button's place and the
// line that switches between the app and a recovery code are ours.

export const mfaCss = `
.stack-auth-back { align-self: flex-start; margin-block: -12px; margin-inline: -12px 0; }
.stack-mfa-switch { margin-top: -8px; text-align: center; font-size: 13px; color: var(--stack-muted-foreground); }
.stack-mfa-switch .stack-button[data-variant='link'] { font-size: 13px; vertical-align: baseline; }
`;
