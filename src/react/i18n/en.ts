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
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.continueAsGuest': 'Continue as guest',
  'signIn.startingGuest': 'Starting a guest session…',
  'signIn.guestActive': 'You are continuing as a guest. Sign up to keep your account.',

  // Multi-factor step (TOTP).
  'mfa.title': 'Two-factor authentication',
  'mfa.instructions': 'Enter the {n}-digit code from your authenticator app.',
  'mfa.codeLabel': 'Authentication code',
  'mfa.codeRequired': 'Please enter the {n}-digit code from your authenticator app.',
  'mfa.submit': 'Verify',
  'mfa.submitting': 'Verifying…',

  // Magic link / one-time code sign-in.
  'magicLink.useCode': 'E-mail me a code',
  'magicLink.usePassword': 'Sign in with a password instead',
  'magicLink.title': 'Sign in with a code',
  'magicLink.intro': 'We will e-mail you a 6-character code and a sign-in link. No password needed.',
  'magicLink.send': 'E-mail me a code',
  'magicLink.sending': 'Sending…',
  'magicLink.sent': 'We sent a code to {email}. Enter it below, or open the link in the e-mail.',
  'magicLink.codeLabel': 'Code from the e-mail',
  'magicLink.submit': 'Sign in',
  'magicLink.submitting': 'Signing in…',
  'magicLink.codeRequired': 'Please enter the 6-character code from the e-mail.',
  'magicLink.codeWrong': 'That code is not right. Check the e-mail and try again.',
  // OAuth sign-in (src/react/components/oauth).
  'oauth.signInWith': 'Sign in with {provider}',
  'oauth.groupLabel': 'Sign in with another account',
  'oauth.startFailed': 'Could not reach the sign-in provider. Please try again.',
  'oauth.signingIn': 'Signing you in…',
  'oauth.signedIn': 'You are signed in.',
  'oauth.nothingToDo': 'There is no sign-in to finish here. Start again from the sign-in page.',
  'magicLink.codeExpired': 'This code has expired. Please ask for a new one.',
  'magicLink.codeUsed': 'This code has already been used. Please ask for a new one.',
  'magicLink.tooManyAttempts': 'Too many wrong tries for this code. Please ask for a new one.',
  'magicLink.restart': 'Use another e-mail or get a new code',
  'magicLink.signingIn': 'Signing you in…',
  'magicLink.signedIn': 'You are signed in.',
  'magicLink.missingCode': 'This link has no sign-in code. Please open the link from the e-mail again.',

  // Passkeys.
  'passkey.signIn': 'Sign in with a passkey',
  'passkey.signingIn': 'Waiting for your passkey…',
  'passkey.cancelled': 'The passkey prompt was closed or timed out. Please try again.',
  'passkey.unsupported': 'This device or browser cannot use a passkey for this site.',
  'passkey.invalidDomain': 'Passkeys cannot be used on this web address.',
  'passkey.alreadyRegistered': 'This device already has a passkey for this account.',
  'passkey.deviceError': 'Your passkey device reported an error. Please try again.',
  'passkey.notFound': 'This passkey is not registered for this site. Sign in another way and add a passkey first.',
  'passkey.signInFailed': 'Signing in with your passkey did not work. Please try again.',
  'passkey.registrationFailed': 'Adding the passkey did not work. Please try again.',

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
  'userButton.accountSettings': 'Account settings',

  // CLI login confirmation.
  'cliAuth.title': 'Authorize the command-line tool?',
  'cliAuth.explain': 'A command-line tool asks to sign in as {name}. Confirm only if you started it yourself.',
  'cliAuth.confirm': 'Confirm',
  'cliAuth.confirming': 'Authorizing…',
  'cliAuth.cancel': 'Cancel',
  'cliAuth.success': 'The command-line tool is now signed in. You can close this page and return to your terminal.',
  'cliAuth.cancelled': 'Cancelled. The command-line tool was not signed in.',
  'cliAuth.signInFirst': 'Please sign in first to authorize the command-line tool.',
  'cliAuth.signIn': 'Sign in',
  'cliAuth.missingCode': 'This link is missing its login code. Start the login from the command-line tool again.',

  // Forgot password (asks for the reset mail).
  'forgotPassword.title': 'Reset your password',
  'forgotPassword.intro': 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'forgotPassword.submit': 'Send reset link',
  'forgotPassword.submitting': 'Sending…',
  'forgotPassword.sentTitle': 'Check your inbox',
  'forgotPassword.sent': 'If an account uses {email}, a link to reset its password is on its way.',
  'forgotPassword.toSignIn': 'Back to sign in',

  // Password reset (the page the mailed link opens).
  'passwordReset.title': 'Choose a new password',
  'passwordReset.checking': 'Checking your link…',
  'passwordReset.missingCode': 'This link has no reset code. Please open the link from the e-mail again.',
  'passwordReset.newPassword': 'New password',
  'passwordReset.repeatPassword': 'Repeat new password',
  'passwordReset.submit': 'Reset password',
  'passwordReset.submitting': 'Saving…',
  'passwordReset.successTitle': 'Password changed',
  'passwordReset.success': 'Your password has been reset. You can now sign in with your new password.',
  'passwordReset.toSignIn': 'Sign in',
  'passwordReset.requestNew': 'Request a new link',

  // E-mail verification (the page the mailed link opens).
  'emailVerification.title': 'E-mail verification',
  'emailVerification.verifying': 'Verifying your e-mail address…',
  'emailVerification.missingCode': 'This link has no verification code. Please open the link from the e-mail again.',
  'emailVerification.success': 'Your e-mail address is verified. Thank you!',
  'emailVerification.toHome': 'Continue',

  // What a mailed link's code can be wrong with (PROTOCOL.md §3.3).
  'code.notFound': 'This link is not valid. Please check that you opened the whole link from the e-mail.',
  'code.expired': 'This link has expired. Please request a new one.',
  'code.alreadyUsed': 'This link has already been used.',
  'code.maxAttempts': 'This link was tried too many times and no longer works. Please request a new one.',

  // Handler pages (SPEC.md §2: the routes under the handler base).
  'handler.redirecting': 'Redirecting…',
  'handler.signingOut': 'Signing out…',
  'handler.errorTitle': 'Something went wrong',
  'handler.errorGeneric': 'An unexpected error occurred. Please try again.',
  'handler.notFound': 'Page not found. The address may be mistyped, or the page may have moved.',
  'handler.teamInvitationUnavailable': 'Team invitations are not available in this version.',
  'handler.toHome': 'Go to the home page',
  // <AccountSettings> navigation and shell (src/react/components/account-settings).
  'settings.signedOut': 'Sign in to manage your account.',
  'settings.nav.profile': 'Profile',
  'settings.nav.emails': 'E-mails',
  'settings.nav.password': 'Password',
  'settings.nav.passkeys': 'Passkeys',
  'settings.nav.mfa': 'Two-factor',
  'settings.nav.sessions': 'Sessions',
  'settings.nav.connectedAccounts': 'Connected accounts',
  'settings.nav.notifications': 'Notifications',
  'settings.nav.apiKeys': 'API keys',
  'settings.nav.dangerZone': 'Danger zone',
  // SETTINGS-PROFILE strings (insert below this line).
  // SETTINGS-EMAILS strings (insert below this line).
  // SETTINGS-SECURITY strings: password, passkeys, mfa (insert below this line).
  // SETTINGS-SESSIONS strings: sessions, notifications, danger zone (insert below this line).
  // SETTINGS-CONNECTED strings (insert below this line).
  // SETTINGS-APIKEYS strings (insert below this line).
  'accountSettings.title': 'Account settings',
  'accountSettings.email': 'E-mail',
  'accountSettings.noEmail': 'No e-mail address',
  'accountSettings.displayName': 'Display name',
  'accountSettings.save': 'Save',
  'accountSettings.saving': 'Saving…',
  'accountSettings.saved': 'Saved.',
  'accountSettings.signOut': 'Sign out',
  'accountSettings.addPasskey': 'Add a passkey',
  'accountSettings.addingPasskey': 'Waiting for your passkey…',
  'accountSettings.passkeyAdded': 'Passkey added. You can now sign in with it.',
  'accountSettings.totpTitle': 'Two-factor authentication',
  'accountSettings.totpOff': 'Two-factor authentication is off.',
  'accountSettings.totpOn': 'Two-factor authentication is on.',
  'accountSettings.totpSetUp': 'Set up',
  'accountSettings.totpInstructions': 'Add this key to your authenticator app, then enter the {n}-digit code it shows.',
  'accountSettings.totpSecret': 'Secret key',
  'accountSettings.totpUri': 'Setup link',
  'accountSettings.totpEnable': 'Turn on',
  'accountSettings.totpWrongCode': 'That code does not match. Check the clock of your device and try again.',
  'accountSettings.totpTurnOff': 'Turn off',
  'accountSettings.cancel': 'Cancel',

  // Widget configuration problems.
  'widget.missingProjectId': 'Stack Elements: set the project-id attribute (or data-project-id on the script tag).',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
