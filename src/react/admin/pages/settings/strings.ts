// Words of the Project settings page.
export const settingsStrings = {
  'settings.title': 'Project settings',
  'settings.description': 'Name, defaults for users and teams, and deletion.',
} as const;
