// Words of the Webhooks page.
export const webhooksStrings = {
  'webhooks.title': 'Webhooks',
  'webhooks.description': 'Endpoints that hear about users and teams, and what was sent.',
} as const;
