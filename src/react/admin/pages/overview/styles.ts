// CSS of the Overview page (the shell, rows, forms and dialogs come from the design system).
export const overviewCss = ``;
