// Words of the Users page.
export const usersStrings = {
  'users.title': 'Users',
  'users.description': 'Search, inspect, impersonate and remove the people of this project.',
} as const;
