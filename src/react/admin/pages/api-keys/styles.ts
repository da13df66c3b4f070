// CSS of the API keys page (the shell, rows, forms and dialogs come from the design system).
export const apiKeysCss = ``;
