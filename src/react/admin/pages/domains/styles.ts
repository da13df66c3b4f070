// CSS of the Domains page (the shell, rows, forms and dialogs come from the design system).
export const domainsCss = ``;
