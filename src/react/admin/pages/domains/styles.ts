// CSS of the Domains page (the shell, rows, forms and dialogs come from the design system).
export const domainsCss = `
.stack-domains-problems { display: flex; flex-direction: column; gap: 6px; padding-top: 8px; }
.stack-row-below .stack-domains-problems { padding-top: 0; }
.stack-domains-ready { padding-top: 8px; }
.stack-domains-address { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
`;
