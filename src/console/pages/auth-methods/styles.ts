// CSS of the Auth methods page (the shell, rows, forms and dialogs come from the design system).
export const authMethodsCss = `
.stack-auth-methods-keys { display: flex; flex-direction: column; gap: 16px; }
`;
