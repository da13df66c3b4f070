// MFA card CSS: the card and its code boxes come from src/react/ui; only the Back button's place is ours.

export const mfaCss = `
.stack-auth-back { align-self: flex-start; margin-block: -12px; margin-inline: -12px 0; }
`;
