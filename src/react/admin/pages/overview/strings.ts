// Words of the Overview page.
export const overviewStrings = {
  'overview.title': 'Overview',
  'overview.description': 'Metrics of sign-ups and activity, and the newest users.',
} as const;
