// CLI confirmation specific CSS (the shared button rules are in the theme).

export const cliAuthConfirmCss = `
.stack-cli-auth-confirm { max-width: 420px; }
.stack-cli-auth-confirm .stack-notice { margin-bottom: calc(var(--stack-spacing) * 1.5); }
.stack-cli-auth-actions { display: flex; gap: var(--stack-spacing); }
`;
