// MFA card CSS: the card and its code boxes come from src/react/ui; only the Back button's place is ours.

export const mfaCss = `
.stack-auth-back { align-self: flex-start; margin: -12px 0 -12px -12px; }
`;
