// Which sentence each known error of the catalogue gets, in groups. A code not listed here is one only
// developers meet (keys, access types, admin tokens, payments, ...): it shares the "not set up" sentence.

import type { MessageKey } from '../i18n';
import type { FieldName } from './schema';

export interface CodeWords {
  key: MessageKey;
  field?: FieldName;
}

/** [sentence, field it concerns or '', codes separated by spaces]. */
const GROUPS: [MessageKey, FieldName | '', string][] = [
  ['error.unexpected', '', 'UNSUPPORTED_ERROR TEAM_ALREADY_EXISTS'],
  [
    'error.signedOut',
    '',
    'UNPARSABLE_ACCESS_TOKEN ACCESS_TOKEN_EXPIRED INVALID_PROJECT_FOR_ACCESS_TOKEN PROVIDER_REJECTED REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED USER_AUTHENTICATION_REQUIRED CANNOT_GET_OWN_USER_WITHOUT_USER USER_NOT_FOUND',
  ],
  ['settings.sessions.cannotRevokeCurrent', '', 'CANNOT_DELETE_CURRENT_SESSION'],
  ['error.wrongCredentials', 'password', 'EMAIL_PASSWORD_MISMATCH'],
  ['error.emailTaken', 'email', 'USER_EMAIL_ALREADY_EXISTS'],
  ['settings.emails.alreadyUsed', 'email', 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'],
  ['error.emailNotVerified', 'email', 'EMAIL_NOT_VERIFIED'],
  ['settings.emails.alreadyVerified', 'email', 'EMAIL_ALREADY_VERIFIED'],
  ['error.emailNotPrimary', 'email', 'EMAIL_IS_NOT_PRIMARY_EMAIL EMAIL_NOT_ASSOCIATED_WITH_USER'],
  ['signUp.disabled', '', 'SIGN_UP_NOT_ENABLED'],
  ['error.signUpRejected', '', 'SIGN_UP_REJECTED'],
  ['error.botCheck', '', 'BOT_CHALLENGE_REQUIRED BOT_CHALLENGE_FAILED'],
  ['signIn.credentialDisabled', '', 'PASSWORD_AUTHENTICATION_NOT_ENABLED'],
  ['error.methodDisabled', '', 'PASSKEY_AUTHENTICATION_NOT_ENABLED ANONYMOUS_ACCOUNTS_NOT_ENABLED OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED'],
  ['settings.password.noPassword', 'password', 'USER_DOES_NOT_HAVE_PASSWORD'],
  // The server's name for "the current password is wrong" on password update.
  ['settings.password.wrongCurrent', 'password', 'PASSWORD_CONFIRMATION_MISMATCH'],
  ['passkey.registrationFailed', '', 'PASSKEY_REGISTRATION_FAILED'],
  ['passkey.deviceError', '', 'PASSKEY_WEBAUTHN_ERROR'],
  ['passkey.signInFailed', '', 'PASSKEY_AUTHENTICATION_FAILED'],
  ['error.mfaRequired', 'code', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED'],
  ['settings.mfa.wrongCode', 'code', 'INVALID_TOTP_CODE'],
  ['mfa.recoveryWrong', 'code', 'INVALID_MFA_RECOVERY_CODE'],
  ['settings.mfa.off', '', 'MFA_NOT_ENABLED'],
  ['error.providerFailed', '', 'INVALID_AUTHORIZATION_CODE INVALID_APPLE_CREDENTIALS OAUTH_CONNECTION_NOT_CONNECTED_TO_USER'],
  ['error.providerDenied', '', 'OAUTH_PROVIDER_ACCESS_DENIED'],
  ['oauth.startFailed', '', 'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE'],
  ['error.providerTimeout', '', 'OUTER_OAUTH_TIMEOUT'],
  ['error.providerScope', '', 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE OAUTH_ACCESS_TOKEN_NOT_AVAILABLE'],
  ['settings.connected.linkedElsewhere', '', 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN'],
  ['error.alreadyLinked', '', 'USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION'],
  ['error.forbidden', '', 'PROJECT_PERMISSION_REQUIRED TEAM_PERMISSION_REQUIRED TEAM_PERMISSION_NOT_FOUND'],
  ['error.teamGone', '', 'TEAM_NOT_FOUND'],
  ['settings.teams.notMember', '', 'TEAM_MEMBERSHIP_NOT_FOUND'],
  ['error.alreadyMember', '', 'TEAM_MEMBERSHIP_ALREADY_EXISTS'],
  ['error.invitationEmail', '', 'TEAM_INVITATION_EMAIL_MISMATCH'],
  ['error.restricted', '', 'RESTRICTED_USER_NOT_ALLOWED TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED'],
  ['error.cliExpired', '', 'CLI_AUTH_ERROR CLI_AUTH_EXPIRED_ERROR INVALID_POLLING_CODE'],
  ['error.cliUsed', '', 'CLI_AUTH_USED_ERROR'],
];

const BY_CODE = new Map<string, CodeWords>();
for (const [key, field, codes] of GROUPS) {
  for (const code of codes.split(' ')) BY_CODE.set(code, field === '' ? { key } : { key, field });
}

/** The verification-code errors (PROTOCOL.md §3.3): typed code, or code inside a mailed link. */
const VERIFICATION: Record<string, [typed: MessageKey, link: MessageKey]> = {
  VERIFICATION_CODE_NOT_FOUND: ['magicLink.codeWrong', 'code.notFound'],
  VERIFICATION_CODE_EXPIRED: ['magicLink.codeExpired', 'code.expired'],
  VERIFICATION_CODE_ALREADY_USED: ['magicLink.codeUsed', 'code.alreadyUsed'],
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: ['magicLink.tooManyAttempts', 'code.maxAttempts'],
};

/** The sentence (and field) of a known error's code; unlisted codes are setup problems. */
export function wordsForCode(code: string, link: boolean): CodeWords {
  const verification = VERIFICATION[code];
  if (verification) return { key: verification[link ? 1 : 0], field: 'code' };
  return BY_CODE.get(code) ?? { key: 'error.setup' };
}
