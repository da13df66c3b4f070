// CSS of the Users page (the shell, rows, forms and dialogs come from the design system).
export const usersCss = ``;
