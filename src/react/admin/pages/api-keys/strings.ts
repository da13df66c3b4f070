// Words of the API keys page.
export const apiKeysStrings = {
  'api-keys.title': 'API keys',
  'api-keys.description': 'Keys for your servers and the browser.',
} as const;
