// CSS of the Project settings page (the shell, rows, forms and dialogs come from the design system).
export const settingsCss = ``;
