// The one table of every user-visible string of the React layer and the widget, keyed by meaning.
// Every shipped locale (./locales/<code>.ts) is a whole table of the same keys; registered ones may be partial.

import { enErrors } from './en-errors';
import { enSettings } from './en-settings';

export const en = {
  // Failures in words (./en-errors.ts).
  ...enErrors,
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
  'signIn.titleProject': 'Sign in to {project}',
  'signIn.noAccount': "Don't have an account?",
  'signIn.toSignUp': 'Sign up',
  'signIn.alreadySignedIn': 'You are signed in as {name}.',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.continueAsGuest': 'Continue as guest',
  'signIn.startingGuest': 'Starting a guest session…',
  'signIn.guestActive': 'You are continuing as a guest. Sign up to keep your account.',
  'signIn.or': 'or',
  'signIn.methodLabel': 'Sign in with',
  'signIn.methodPassword': 'Password',
  'signIn.methodCode': 'E-mail code',
  'signIn.signOut': 'Sign out',
  'signIn.signingOut': 'Signing out…',

  // Multi-factor step (TOTP).
  'mfa.title': 'Two-factor authentication',
  'mfa.instructions': 'Enter the {n}-digit code from your authenticator app.',
  'mfa.codeLabel': 'Authentication code',
  'mfa.codeRequired': 'Please enter the {n}-digit code from your authenticator app.',
  'mfa.submit': 'Verify',
  'mfa.submitting': 'Verifying…',
  'mfa.back': 'Back',

  // Magic link / one-time code sign-in.
  'magicLink.title': 'Check your e-mail',
  'magicLink.send': 'E-mail me a code',
  'magicLink.sending': 'Sending…',
  'magicLink.sent': 'We sent a code to {email}. Enter it below, or open the link in the e-mail.',
  'magicLink.codeLabel': 'Code from the e-mail',
  'magicLink.submit': 'Sign in',
  'magicLink.submitting': 'Signing in…',
  'magicLink.codeRequired': 'Please enter the 6-character code from the e-mail.',
  'magicLink.codeWrong': 'That code is not right. Check the e-mail and try again.',
  // Codes sign in only to verified addresses: an account made with a password and not verified yet.
  'magicLink.unverifiedAccount': 'This address has an account that signs in with a password and is not verified yet. Sign in with your password; codes work once the address is verified.',
  'magicLink.unverifiedNoPassword': 'This address has an account that is not verified yet, so a code cannot sign in to it. Sign in the way you created the account, then verify the address.',
  'magicLink.usePassword': 'Sign in with your password',
  // OAuth sign-in (src/react/components/oauth).
  'oauth.continueWith': 'Continue with {provider}',
  'oauth.groupLabel': 'Sign in with another account',
  'oauth.startFailed': 'Could not reach the sign-in provider. Please try again.',
  'oauth.signingIn': 'Signing you in…',
  'oauth.nothingTitle': 'Nothing to finish here',
  'oauth.nothingToDo': 'There is no sign-in to finish here. Start again from the sign-in page.',
  'oauth.failedTitle': 'Sign-in failed',
  'oauth.failed': 'Signing in with that account did not work. Please try again.',
  // The provider's e-mail has an account here whose address is not verified (the server's advice, and its way out).
  'oauth.conflictTitle': 'Sign in with your password first',
  'oauth.conflict': 'There is already an account with {email}, and its address is not verified. Sign in to it the way you created it, then connect this provider or verify the address.',
  'oauth.conflictNoEmail': 'There is already an account with this e-mail address, and it is not verified. Sign in to it the way you created it, then connect this provider or verify the address.',
  'oauth.signInThenLink': 'Sign in with your password, then connect {provider}',
  'oauth.linkAfterSignIn': 'Sign in with your password to connect {provider} to your account.',
  'magicLink.codeExpired': 'This code has expired. Please ask for a new one.',
  'magicLink.codeUsed': 'This code has already been used. Please ask for a new one.',
  'magicLink.tooManyAttempts': 'Too many wrong tries for this code. Please ask for a new one.',
  'magicLink.restart': 'Use a different e-mail',
  'magicLink.noCode': "Didn't get it?",
  'magicLink.resend': 'Resend code',
  'magicLink.resending': 'Sending…',
  'magicLink.resent': 'We sent a new code.',
  'magicLink.signingIn': 'Signing you in…',
  'magicLink.signedIn': 'You are signed in.',
  'magicLink.missingCode': 'This link has no sign-in code. Please open the link from the e-mail again.',
  // The page the mailed sign-in link opens: it asks before using the link (mail scanners open links too).
  'magicLink.confirmTitle': 'Sign in with this link?',
  'magicLink.confirmText': 'You opened a sign-in link from your e-mail. Continue to sign in on this device.',
  'magicLink.confirm': 'Continue signing in',
  'magicLink.cancel': 'Cancel',
  'magicLink.signedInTitle': 'Signed in',
  'magicLink.backToSignIn': 'Back to sign-in',

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
  'signUp.title': 'Create your account',
  'signUp.submit': 'Sign up',
  'signUp.submitting': 'Creating account…',
  'signUp.disabled': 'Creating new accounts is not enabled for this project.',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.toSignIn': 'Sign in',
  'signUp.signInInstead': 'Sign in instead',
  // Counted: one key per CLDR plural category (./plural.ts), t('signUp.passwordHint', { n }) picks one.
  'signUp.passwordHint.zero': 'At least {n} characters.',
  'signUp.passwordHint.one': 'At least {n} character.',
  'signUp.passwordHint.two': 'At least {n} characters.',
  'signUp.passwordHint.few': 'At least {n} characters.',
  'signUp.passwordHint.many': 'At least {n} characters.',
  'signUp.passwordHint.other': 'At least {n} characters.',

  // User button.
  'userButton.signIn': 'Sign in',
  'userButton.signOut': 'Sign out',
  'userButton.signingOut': 'Signing out…',
  'userButton.menuLabel': 'Account menu',
  'userButton.anonymous': 'Anonymous user',
  'userButton.accountSettings': 'Account settings',
  'userButton.unavailable': 'Account unavailable',

  // CLI login confirmation.
  'cliAuth.title': 'Authorize the command-line tool?',
  'cliAuth.explain': 'A command-line tool asks to sign in to your account. Authorize it only if you started it yourself.',
  'cliAuth.account': 'The account the tool signs in as',
  'cliAuth.confirm': 'Authorize',
  'cliAuth.confirming': 'Authorizing…',
  'cliAuth.cancel': 'Cancel',
  'cliAuth.successTitle': 'Command-line tool authorized',
  'cliAuth.success': 'The command-line tool is now signed in. You can close this page and return to your terminal.',
  'cliAuth.cancelledTitle': 'Authorization cancelled',
  'cliAuth.cancelled': 'The command-line tool was not signed in. You can close this page.',
  'cliAuth.signInFirst': 'Please sign in first to authorize the command-line tool.',
  'cliAuth.signIn': 'Sign in',
  'cliAuth.missingCode': 'This link is missing its login code. Start the login from the command-line tool again.',

  // Forgot password (asks for the reset mail).
  'forgotPassword.title': 'Reset your password',
  'forgotPassword.intro': 'We will e-mail you a link to reset it.',
  'forgotPassword.submit': 'Send reset link',
  'forgotPassword.submitting': 'Sending…',
  'forgotPassword.sentTitle': 'Check your inbox',
  'forgotPassword.sent': 'If an account uses {email}, a link to reset its password is on its way.',
  'forgotPassword.toSignIn': 'Back to sign-in',
  'forgotPassword.otherAddress': 'Use another e-mail address',

  // Password reset (the page the mailed link opens).
  'passwordReset.title': 'Choose a new password',
  'passwordReset.intro': 'Your other devices will be signed out.',
  'passwordReset.checking': 'Checking your link…',
  'passwordReset.missingCode': 'This link has no reset code. Please open the link from the e-mail again.',
  'passwordReset.newPassword': 'New password',
  'passwordReset.repeatPassword': 'Repeat new password',
  'passwordReset.submit': 'Reset password',
  'passwordReset.submitting': 'Saving…',
  'passwordReset.successTitle': 'Password changed',
  'passwordReset.success': 'Your password has been reset. You can now sign in with your new password.',
  'passwordReset.signedIn': 'Your password has been reset and you are signed in.',
  'passwordReset.successMfa': 'Your password has been reset. Enter the code from your authenticator app to finish signing in.',
  'passwordReset.successOtherBrowser': 'Your password has been reset. This link was opened in another browser than the one that asked for it, so please sign in with your new password.',
  'passwordReset.toSignIn': 'Sign in',
  'passwordReset.requestNew': 'Request a new link',
  'passwordReset.backToSignIn': 'Back to sign-in',

  // E-mail verification (the page the mailed link opens).
  'emailVerification.askTitle': 'Verify your e-mail?',
  'emailVerification.askFor': 'Confirm that {email} is your e-mail address.',
  'emailVerification.ask': 'Confirm the address this link was sent to.',
  'emailVerification.verify': 'Verify e-mail',
  'emailVerification.verifying': 'Verifying…',
  'emailVerification.successTitle': 'E-mail verified',
  'emailVerification.missingCode': 'This link has no verification code. Please open the link from the e-mail again.',
  'emailVerification.success': 'Your e-mail address is verified. Thank you!',
  'emailVerification.toHome': 'Continue',

  // What a mailed link's code can be wrong with (PROTOCOL.md §3.3).
  'code.notFound': 'This link is not valid. Please check that you opened the whole link from the e-mail.',
  'code.expired': 'This link has expired. Please request a new one.',
  'code.alreadyUsed': 'This link has already been used.',
  'code.maxAttempts': 'This link was tried too many times and no longer works. Please request a new one.',
  'code.malformed': 'This link is incomplete or damaged. Open the latest e-mail again.',
  'link.missingTitle': 'Incomplete link',
  'link.damagedTitle': 'Incomplete link',
  'link.invalidTitle': 'Invalid link',
  'link.expiredTitle': 'Link expired',
  'link.usedTitle': 'Link already used',
  'link.tooManyAttemptsTitle': 'Link no longer works',

  // Handler pages (SPEC.md §2: the routes under the handler base).
  'handler.redirecting': 'Redirecting…',
  'handler.redirectHint': 'Not redirected?',
  'handler.continue': 'Continue',
  'handler.signingOut': 'Signing out…',
  'handler.errorTitle': 'Something went wrong',
  'handler.deniedTitle': 'Sign-in cancelled',
  'handler.errorGeneric': 'An unexpected error occurred. Please try again.',
  'handler.notFoundTitle': 'Page not found',
  'handler.notFound': 'The address may be mistyped, or the page may have moved.',
  'handler.toHome': 'Go home',
  'handler.toSignIn': 'Back to sign-in',
  'handler.tryAgain': 'Try again',
  // Account settings (./en-settings.ts).
  ...enSettings,
  'teamInvitation.title': 'Team invitation',
  'teamInvitation.missingCode': 'This link has no invitation code. Please open the link from the e-mail again.',
  'teamInvitation.checking': 'Checking your invitation…',
  'teamInvitation.signInFirst': 'You have been invited to join a team. Sign in or create an account to accept the invitation.',
  'teamInvitation.signIn': 'Sign in',
  'teamInvitation.signUp': 'Create an account',
  'teamInvitation.invited': 'You have been invited to join this team.',
  'teamInvitation.join': 'Join {team}',
  'teamInvitation.joining': 'Joining…',
  'teamInvitation.team': 'The team you are invited to',
  'teamInvitation.decline': 'Not now',
  'teamInvitation.joinedTitle': 'Welcome to the team',
  'teamInvitation.joined': 'You joined {team}.',
  'teamInvitation.joinedTeam': 'You joined the team.',
  'teamInvitation.continue': 'Continue',
  'accountSettings.title': 'Account settings',

  // Widget configuration problems.
  'widget.missingProjectId': 'Stack Elements: set the project-id attribute (or data-project-id on the script tag).',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
