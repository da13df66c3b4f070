// Words of the Permissions page.
export const permissionsStrings = {
  'permissions.title': 'Permissions',
  'permissions.description': 'Team and project permission definitions.',
} as const;
