// CSS of the connected-accounts section: provider name above its e-mail, muted.

export const connectedAccountsCss = `
.stack-connected-info { display: grid; gap: 0.1rem; }
.stack-connected-provider { font-weight: 600; }
.stack-connected-email { color: var(--stack-color-muted); font-size: 0.9rem; overflow-wrap: anywhere; }
`;
