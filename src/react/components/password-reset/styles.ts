// PasswordReset specific CSS (the shared field/button rules are in the theme).

export const passwordResetCss = `
.stack-password-reset { max-width: 360px; }
`;
