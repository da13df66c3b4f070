// CSS of the E-mails page (the shell, rows, forms and dialogs come from the design system).
export const emailsCss = ``;
