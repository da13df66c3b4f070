// Passkeys CSS: the list, then "Add another passkey" under it at its own width.

export const passkeysSectionCss = `
.stack-passkey-list { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.stack-passkey-list > .stack-row-group { align-self: stretch; }
`;
