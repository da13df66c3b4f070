// Words of the E-mails page.
export const emailsStrings = {
  'emails.title': 'E-mails',
  'emails.description': 'The e-mail server, themes, templates and sent mail.',
} as const;
