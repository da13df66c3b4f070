// CSS of the Teams page (the shell, rows, forms and dialogs come from the design system).
export const teamsCss = ``;
