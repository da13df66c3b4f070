// The one table of every user-visible string of the React layer and the widget, keyed by meaning.
// Other locales are partial tables of the same keys (missing keys fall back to this one).

export const en = {
  // Shared form vocabulary.
  'field.email': 'E-mail',
  'field.password': 'Password',
  'field.repeatPassword': 'Repeat password',
  'form.emailRequired': 'Please enter your e-mail address.',
  'form.passwordRequired': 'Please enter your password.',
  'state.loading': 'Loading…',

  // Password rules (SPEC.md §5, verbatim).
  'password.tooShort': 'Password too short. Minimum length is {n}.',
  'password.tooLong': 'Password too long. Maximum length is {n}.',
  'password.mismatch': 'Passwords do not match.',

  // Failures that are not known errors of the API.
  'error.network': 'Could not reach the authentication server. Check your connection and try again.',
  'error.unexpected': 'Something went wrong. Please try again.',
  'error.projectUnavailable': 'Could not load the sign-in settings of this project.',
  'action.retry': 'Try again',

  // Sign-in.
  'signIn.title': 'Sign in',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',
  'signIn.credentialDisabled': 'Signing in with a password is not enabled for this project.',
  'signIn.noAccount': 'No account yet?',
  'signIn.toSignUp': 'Sign up',
  'signIn.alreadySignedIn': 'You are signed in as {name}.',

  // Sign-up.
  'signUp.title': 'Create an account',
  'signUp.submit': 'Sign up',
  'signUp.submitting': 'Creating account…',
  'signUp.disabled': 'Creating new accounts is not enabled for this project.',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.toSignIn': 'Sign in',
  'signUp.passwordHint': 'At least {n} characters.',

  // User button.
  'userButton.signIn': 'Sign in',
  'userButton.signOut': 'Sign out',
  'userButton.signingOut': 'Signing out…',
  'userButton.menuLabel': 'Account menu',
  'userButton.signedInAs': 'Signed in as',
  'userButton.anonymous': 'Anonymous user',

  // Widget configuration problems.
  'widget.missingProjectId': 'Stack Elements: set the project-id attribute (or data-project-id on the script tag).',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
