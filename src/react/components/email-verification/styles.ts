// EmailVerification specific CSS (the shared rules are in the theme).

export const emailVerificationCss = `
.stack-email-verification { max-width: 360px; }
`;
