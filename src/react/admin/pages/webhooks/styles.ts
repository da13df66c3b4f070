// CSS of the Webhooks page (the shell, rows, forms and dialogs come from the design system).
export const webhooksCss = ``;
