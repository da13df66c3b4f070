// Words of the Domains page.
export const domainsStrings = {
  'domains.title': 'Domains',
  'domains.description': 'Where sign-in may redirect, and production mode.',
} as const;
