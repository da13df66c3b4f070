// CSS of the Domains page (the shell, rows, forms and dialogs come from the design system).
export const domainsCss = `
.stack-domains-problems { display: flex; flex-direction: column; gap: 6px; padding-top: 8px; }
/* Under a domain, the sentences line up with the address (past the 16 px icon and its 12 px gap). */
.stack-row-below .stack-domains-problems { padding-top: 0; padding-inline-start: 28px; }
.stack-domains-ready { padding-top: 8px; }
.stack-domains-address { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
/* Narrow: the address gets the room; Edit stays in the row's menu. */
@container (max-width: 479px) { .stack-console-row-edit { display: none; } }
`;
