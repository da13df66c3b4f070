// Words of the projects list (the console without a project-id).
export const projectsStrings = {
  'projects.title': 'Projects',
  'projects.description': 'The projects your teams own on this server.',
  'projects.empty': 'You have no projects yet.',
  'projects.create': 'Create project',
  'projects.open': 'Open',
} as const;
