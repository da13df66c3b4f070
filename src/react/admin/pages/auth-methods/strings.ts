// Words of the Auth methods page.
export const authMethodsStrings = {
  'auth-methods.title': 'Auth methods',
  'auth-methods.description': 'How people sign up and sign in.',
} as const;
