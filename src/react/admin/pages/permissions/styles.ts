// CSS of the Permissions page (the shell, rows, forms and dialogs come from the design system).
export const permissionsCss = ``;
