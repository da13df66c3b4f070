// MFA step CSS (the shared field/button rules are in the theme).

export const mfaCss = `
.stack-mfa { max-width: 360px; }
.stack-mfa-code { letter-spacing: 0.3em; font-variant-numeric: tabular-nums; }
`;
