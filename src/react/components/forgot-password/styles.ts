// ForgotPassword specific CSS (the shared field/button rules are in the theme).

export const forgotPasswordCss = `
.stack-forgot-password { max-width: 360px; }
.stack-forgot-password .stack-notice { margin-bottom: calc(var(--stack-spacing) * 1.5); }
`;
