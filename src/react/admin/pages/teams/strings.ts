// Words of the Teams page.
export const teamsStrings = {
  'teams.title': 'Teams',
  'teams.description': "The project's teams, their members and their permissions.",
} as const;
