// CSS of the Auth methods page (the shell, rows, forms and dialogs come from the design system).
export const authMethodsCss = `
.stack-auth-methods-keys { display: flex; flex-direction: column; gap: 16px; }
/* The select keeps a readable width; the saved note sits beside it. */
.stack-auth-methods-merge { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.stack-auth-methods-merge > .stack-input { width: auto; max-width: 100%; flex: 0 1 360px; }
`;
