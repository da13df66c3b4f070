// Every known error of the Stack Auth API (PROTOCOL.md §7, in registry order), plus
// TEAM_INVITATION_EMAIL_MISMATCH (§9) and TEAM_ALREADY_EXISTS (SPEC.md §8), appended after the 132.
// Messages are rebuilt from details exactly as the real server words them; a wire message always wins.

import { defineKnownError, defineKnownErrorFamily, type KnownErrorClass, type KnownErrorFamily } from './known-error';

// ---- Abstract families (never sent; used for `instanceof`) ----

export const ProjectAuthenticationError = defineKnownErrorFamily('ProjectAuthenticationError');
export const InvalidProjectAuthentication = defineKnownErrorFamily('InvalidProjectAuthentication', ProjectAuthenticationError);
export const InvalidAdminAccessToken = defineKnownErrorFamily('InvalidAdminAccessToken', InvalidProjectAuthentication);
export const ProjectAuthenticationRequired = defineKnownErrorFamily('ProjectAuthenticationRequired', ProjectAuthenticationError);
export const SessionAuthenticationError = defineKnownErrorFamily('SessionAuthenticationError');
export const InvalidSessionAuthentication = defineKnownErrorFamily('InvalidSessionAuthentication', SessionAuthenticationError);
export const InvalidAccessToken = defineKnownErrorFamily('InvalidAccessToken', InvalidSessionAuthentication);
export const RefreshTokenError = defineKnownErrorFamily('RefreshTokenError');
export const PasswordRequirementsNotMet = defineKnownErrorFamily('PasswordRequirementsNotMet');
export const VerificationError = defineKnownErrorFamily('VerificationError');
export const ApiKeyNotValid = defineKnownErrorFamily('ApiKeyNotValid');

/** The abstract parents by PascalCase of their code (PROTOCOL.md §7). */
export const KnownErrorFamilies = {
  ProjectAuthenticationError,
  InvalidProjectAuthentication,
  InvalidAdminAccessToken,
  ProjectAuthenticationRequired,
  SessionAuthenticationError,
  InvalidSessionAuthentication,
  InvalidAccessToken,
  RefreshTokenError,
  PasswordRequirementsNotMet,
  VerificationError,
  ApiKeyNotValid,
} as const satisfies Record<string, KnownErrorFamily>;

// ---- Details types (snake_case keys exactly as on the wire) ----

export type UnsupportedErrorDetails = { originalErrorCode: string };
export type SchemaErrorDetails = { message: string };
export type AllOverloadsFailedDetails = { overload_errors: unknown[] };
export type PermissionIdAlreadyExistsDetails = { permission_id: string };
export type AccessTypeWithoutProjectIdDetails = { request_type: string };
export type InsufficientAccessTypeDetails = { actual_access_type: string; allowed_access_types: string[] };
export type ProjectIdDetails = { project_id: string };
export type AdminAccessTokenExpiredDetails = { expired_at_millis: number | null };
export type PublishableClientKeyRequiredForProjectDetails = { project_id: string | null };
export type AccessTokenExpiredDetails = {
  expired_at_millis: number | null;
  project_id: string | null;
  user_id: string | null;
  refresh_token_id: string | null;
};
export type InvalidProjectForAccessTokenDetails = { expected_project_id: string; actual_project_id: string };
export type UserEmailAlreadyExistsDetails = { email: string; would_work_if_email_was_verified: boolean };
export type UserIdDoesNotExistDetails = { user_id: string };
export type RestrictedReason = { type: string };
export type RestrictedUserNotAllowedDetails = { restricted_reason: RestrictedReason };
export type BranchDoesNotExistDetails = { branch_id: string };
export type MessageDetails = { message: string };
export type PasswordTooShortDetails = { min_length: number };
/** The real API really uses camelCase here (PROTOCOL.md §7). */
export type PasswordTooLongDetails = { maxLength: number };
export type EmailIsNotPrimaryEmailDetails = { email: string; primary_email: string };
export type PasskeyWebAuthnErrorDetails = { message: string; code: string };
export type PermissionIdDetails = { permission_id: string };
export type WrongPermissionScopeDetails = { permission_id: string; expected_scope: string; actual_scope: string };
export type TeamIdDetails = { team_id: string };
export type TeamMembershipNotFoundDetails = { team_id: string; user_id: string };
export type OAuthAccessTokenNotAvailableDetails = { provider: string; details: string };
export type InvalidOAuthClientIdOrSecretDetails = { client_id: string | null };
export type MultiFactorAuthenticationRequiredDetails = { attempt_code: string };
export type ProjectPermissionRequiredDetails = { user_id: string; permission_id: string };
export type TeamPermissionDetails = { team_id: string; user_id: string; permission_id: string };
export type ProviderIdDetails = { provider_id: string };
export type ContactChannelAlreadyUsedForAuthBySomeoneElseDetails = {
  type: string;
  contact_channel_value: string | null;
  would_work_if_email_was_verified: boolean;
};
export type WrongApiKeyTypeDetails = { expected_type: string; actual_type: string };
export type ErrorTextDetails = { error: string };
export type EmailCapacityBoostAlreadyActiveDetails = { expires_at: string };
export type EmailNotEditableDetails = { email_id: string; status: string };
export type ItemNotFoundDetails = { item_id: string };
export type ItemCustomerTypeDoesNotMatchDetails = {
  item_id: string;
  customer_id: string;
  item_customer_type: string | null;
  actual_customer_type: string;
};
export type CustomerDoesNotExistDetails = { customer_id: string };
export type ProductDoesNotExistDetails = { product_id: string; context: 'server_only' | 'item_exists' | null };
export type ProductCustomerTypeDoesNotMatchDetails = {
  product_id: string | null;
  customer_id: string;
  product_customer_type: string | null;
  actual_customer_type: string;
};
export type ProductAlreadyGrantedDetails = { product_id: string; customer_id: string };
export type SubscriptionInvoiceNotFoundDetails = { subscription_invoice_id: string };
export type OneTimePurchaseIdDetails = { one_time_purchase_id: string };
export type SubscriptionAlreadyRefundedDetails = { subscription_id: string };
export type ItemQuantityInsufficientAmountDetails = { item_id: string; customer_id: string; quantity: number };
export type DefaultPaymentMethodRequiredDetails = { customer_type: string; customer_id: string };
export type DataVaultStoreDoesNotExistDetails = { store_id: string };
export type DataVaultStoreHashedKeyDoesNotExistDetails = { store_id: string; hashed_key: string };
export type AnalyticsQueryTimeoutDetails = { timeout_ms: number };

// ---- Message builders shared by several codes ----

const DOCS_SENTENCE =
  'For more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication';
const UNVERIFIED_EMAIL_TAIL =
  ' but the email is not verified. Please login to your existing account with the method you used to sign up, and then verify your email to sign in with this login method.';
const ACCESS_TOKEN_DEBUG_INFO =
  "Debug info: Most likely, you fetched the access token before it expired (for example, in a server component, pre-rendered page, or on page load), but then didn't refresh it before it expired. If this is the case, and you're using the SDK, make sure you call getAccessToken() every time you need to use the access token. If you're not using the SDK, make sure you refresh the access token with the refresh endpoint.";

const q = (value: unknown): string => JSON.stringify(value);
const expiredAtSuffix = (millis: number | null | undefined): string =>
  typeof millis === 'number' ? ` (The access token expired at ${new Date(millis).toISOString()}.)` : '';
const indent = (text: string, by: string): string =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

/** `INVALID_ACCESS_TYPE` carries no details, so its message is built here from the received header. */
export const invalidAccessTypeMessage = (accessType: string): string =>
  `The x-stack-access-type header must be 'client', 'server', or 'admin', but was '${accessType}'.`;
/** `INVALID_SCOPE` carries no details, so its message is built here from the offending scope. */
export const invalidScopeMessage = (scope: string): string => `The scope "${scope}" is not a valid OAuth scope for Stack.`;

const noDetails = (code: string, status: number, message: string, parent?: KnownErrorFamily): KnownErrorClass<undefined> =>
  defineKnownError<undefined>(code, status, () => message, parent);
/** Errors whose only content is a free-text message chosen by the raiser. */
const freeText = (code: string, status: number, fallback: string): KnownErrorClass<undefined> =>
  defineKnownError<undefined>(code, status, () => fallback);

// ---- Concrete codes, in PROTOCOL.md §7 registry order ----
// Keys are the PascalCase of each code; defining them in this literal registers them in this order.

export const KnownErrorClasses = {
  CannotDeleteCurrentSession: noDetails('CANNOT_DELETE_CURRENT_SESSION', 400, 'Cannot delete the current session.', RefreshTokenError),
  UnsupportedError: defineKnownError<UnsupportedErrorDetails>(
    'UNSUPPORTED_ERROR',
    500,
    (d) =>
      `The error code ${d.originalErrorCode} is not supported by this client version (it was probably added in a newer version of the Stack Auth API). Please update the SDK.`,
  ),
  BodyParsingError: freeText('BODY_PARSING_ERROR', 400, 'The request body could not be parsed.'),
  SchemaError: defineKnownError<SchemaErrorDetails>('SCHEMA_ERROR', 400, (d) => d.message),
  AllOverloadsFailed: defineKnownError<AllOverloadsFailedDetails>(
    'ALL_OVERLOADS_FAILED',
    400,
    (d) =>
      'This endpoint has multiple overloads, but they all failed to process the request.\n\n' +
      d.overload_errors.map((e, i) => indent(`Overload ${i + 1}: ${JSON.stringify(e, undefined, 2)}`, '  ')).join('\n\n'),
  ),
  PermissionIdAlreadyExists: defineKnownError<PermissionIdAlreadyExistsDetails>(
    'PERMISSION_ID_ALREADY_EXISTS',
    400,
    (d) => `Permission with ID "${d.permission_id}" already exists. Choose a different ID.`,
  ),
  CliAuthError: freeText('CLI_AUTH_ERROR', 400, 'CLI authentication failed.'),
  CliAuthExpiredError: freeText('CLI_AUTH_EXPIRED_ERROR', 400, 'CLI authentication request expired. Please try again.'),
  CliAuthUsedError: freeText('CLI_AUTH_USED_ERROR', 400, 'This authentication token has already been used.'),
  ProjectKeyWithoutAccessType: noDetails(
    'PROJECT_KEY_WITHOUT_ACCESS_TYPE',
    400,
    "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate.",
    InvalidProjectAuthentication,
  ),
  InvalidAccessType: defineKnownError<undefined>(
    'INVALID_ACCESS_TYPE',
    400,
    () => "The x-stack-access-type header must be 'client', 'server', or 'admin'.",
    InvalidProjectAuthentication,
  ),
  AccessTypeWithoutProjectId: defineKnownError<AccessTypeWithoutProjectIdDetails>(
    'ACCESS_TYPE_WITHOUT_PROJECT_ID',
    400,
    (d) =>
      `The x-stack-access-type header was '${d.request_type}', but the x-stack-project-id header was not provided.\n\n${DOCS_SENTENCE}`,
    InvalidProjectAuthentication,
  ),
  AccessTypeRequired: noDetails(
    'ACCESS_TYPE_REQUIRED',
    400,
    "You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.\n\n" +
      DOCS_SENTENCE,
    InvalidProjectAuthentication,
  ),
  CannotGetOwnUserWithoutUser: noDetails(
    'CANNOT_GET_OWN_USER_WITHOUT_USER',
    400,
    "You have specified 'me' as a userId, but did not provide authentication for a user.",
  ),
  InsufficientAccessType: defineKnownError<InsufficientAccessTypeDetails>(
    'INSUFFICIENT_ACCESS_TYPE',
    401,
    (d) =>
      `The x-stack-access-type header must be ${d.allowed_access_types.map((t) => `'${t}'`).join(' or ')}, but was '${d.actual_access_type}'.`,
    InvalidProjectAuthentication,
  ),
  InvalidPublishableClientKey: defineKnownError<ProjectIdDetails>(
    'INVALID_PUBLISHABLE_CLIENT_KEY',
    401,
    (d) => `The publishable key is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
    InvalidProjectAuthentication,
  ),
  InvalidSecretServerKey: defineKnownError<ProjectIdDetails>(
    'INVALID_SECRET_SERVER_KEY',
    401,
    (d) => `The secret server key is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
    InvalidProjectAuthentication,
  ),
  InvalidSuperSecretAdminKey: defineKnownError<ProjectIdDetails>(
    'INVALID_SUPER_SECRET_ADMIN_KEY',
    401,
    (d) => `The super secret admin key is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
    InvalidProjectAuthentication,
  ),
  UnparsableAdminAccessToken: noDetails('UNPARSABLE_ADMIN_ACCESS_TOKEN', 401, 'Admin access token is not parsable.', InvalidAdminAccessToken),
  AdminAccessTokenExpired: defineKnownError<AdminAccessTokenExpiredDetails>(
    'ADMIN_ACCESS_TOKEN_EXPIRED',
    401,
    (d) => `Admin access token has expired. Please refresh it and try again.${expiredAtSuffix(d.expired_at_millis)}`,
    InvalidAdminAccessToken,
  ),
  InvalidProjectForAdminAccessToken: noDetails(
    'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN',
    401,
    'Admin access tokens must be created on the internal project.',
    InvalidAdminAccessToken,
  ),
  AdminAccessTokenIsNotAdmin: noDetails(
    'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN',
    401,
    'Admin access token does not have the required permissions to access this project.',
    InvalidAdminAccessToken,
  ),
  ClientAuthenticationRequired: noDetails(
    'CLIENT_AUTHENTICATION_REQUIRED',
    401,
    'The publishable client key must be provided.',
    ProjectAuthenticationRequired,
  ),
  PublishableClientKeyRequiredForProject: defineKnownError<PublishableClientKeyRequiredForProjectDetails>(
    'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT',
    401,
    () =>
      'Publishable client keys are required for this project. Create one in Project Keys, or disable this requirement there to allow keyless client access.',
    ProjectAuthenticationRequired,
  ),
  ServerAuthenticationRequired: noDetails(
    'SERVER_AUTHENTICATION_REQUIRED',
    401,
    'The secret server key must be provided.',
    ProjectAuthenticationRequired,
  ),
  ClientOrServerAuthenticationRequired: noDetails(
    'CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED',
    401,
    'Either the publishable client key or the secret server key must be provided.',
    ProjectAuthenticationRequired,
  ),
  ClientOrAdminAuthenticationRequired: noDetails(
    'CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED',
    401,
    'Either the publishable client key or the super secret admin key must be provided.',
    ProjectAuthenticationRequired,
  ),
  ClientOrServerOrAdminAuthenticationRequired: noDetails(
    'CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED',
    401,
    'Either the publishable client key, the secret server key, or the super secret admin key must be provided.',
    ProjectAuthenticationRequired,
  ),
  AdminAuthenticationRequired: noDetails(
    'ADMIN_AUTHENTICATION_REQUIRED',
    401,
    'The super secret admin key must be provided.',
    ProjectAuthenticationRequired,
  ),
  ExpectedInternalProject: noDetails(
    'EXPECTED_INTERNAL_PROJECT',
    401,
    'The project ID is expected to be internal.',
    ProjectAuthenticationError,
  ),
  UnparsableAccessToken: noDetails('UNPARSABLE_ACCESS_TOKEN', 401, 'Access token is not parsable.', InvalidAccessToken),
  AccessTokenExpired: defineKnownError<AccessTokenExpiredDetails>(
    'ACCESS_TOKEN_EXPIRED',
    401,
    (d) =>
      'Access token has expired. Please refresh it and try again.' +
      expiredAtSuffix(d.expired_at_millis) +
      (d.project_id ? ` Project ID: ${d.project_id}.` : '') +
      (d.user_id ? ` User ID: ${d.user_id}.` : '') +
      (d.refresh_token_id ? ` Refresh token ID: ${d.refresh_token_id}.` : '') +
      `\n\n${ACCESS_TOKEN_DEBUG_INFO}`,
    InvalidAccessToken,
  ),
  InvalidProjectForAccessToken: defineKnownError<InvalidProjectForAccessTokenDetails>(
    'INVALID_PROJECT_FOR_ACCESS_TOKEN',
    401,
    (d) =>
      `Access token not valid for this project. Expected project ID ${q(d.expected_project_id)}, but the token is for project ID ${q(d.actual_project_id)}.`,
    InvalidAccessToken,
  ),
  ProviderRejected: noDetails(
    'PROVIDER_REJECTED',
    401,
    'The provider refused to refresh their token. This usually means that the provider used to authenticate the user no longer regards this session as valid, and the user must re-authenticate.',
    RefreshTokenError,
  ),
  RefreshTokenNotFoundOrExpired: noDetails(
    'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
    401,
    'Refresh token not found for this project, or the session has expired/been revoked.',
    RefreshTokenError,
  ),
  UserEmailAlreadyExists: defineKnownError<UserEmailAlreadyExistsDetails>(
    'USER_EMAIL_ALREADY_EXISTS',
    409,
    (d) => `A user with email ${q(d.email)} already exists${d.would_work_if_email_was_verified ? UNVERIFIED_EMAIL_TAIL : '.'}`,
  ),
  EmailNotVerified: noDetails('EMAIL_NOT_VERIFIED', 400, 'The email is not verified.'),
  UserIdDoesNotExist: defineKnownError<UserIdDoesNotExistDetails>(
    'USER_ID_DOES_NOT_EXIST',
    400,
    (d) => `The given user with the ID ${d.user_id} does not exist.`,
  ),
  UserNotFound: noDetails('USER_NOT_FOUND', 404, 'User not found.'),
  RestrictedUserNotAllowed: defineKnownError<RestrictedUserNotAllowedDetails>(
    'RESTRICTED_USER_NOT_ALLOWED',
    403,
    (d) =>
      `The user in the access token is in restricted state. Reason: ${d.restricted_reason.type}. Please pass the X-Stack-Allow-Restricted-User header if this is intended.`,
  ),
  ApiKeyNotFound: noDetails('API_KEY_NOT_FOUND', 404, 'API key not found.', ApiKeyNotValid),
  PublicApiKeyCannotBeRevoked: noDetails(
    'PUBLIC_API_KEY_CANNOT_BE_REVOKED',
    400,
    'Public API keys cannot be revoked by the secretscanner endpoint.',
    ApiKeyNotValid,
  ),
  ProjectNotFound: defineKnownError<ProjectIdDetails>(
    'PROJECT_NOT_FOUND',
    404,
    (d) => `Project ${d.project_id} not found or is not accessible with the current user.`,
  ),
  CurrentProjectNotFound: defineKnownError<ProjectIdDetails>(
    'CURRENT_PROJECT_NOT_FOUND',
    400,
    (d) => `The current project with ID ${d.project_id} was not found. Please check the value of the x-stack-project-id header.`,
  ),
  BranchDoesNotExist: defineKnownError<BranchDoesNotExistDetails>(
    'BRANCH_DOES_NOT_EXIST',
    400,
    (d) => `The branch with ID ${d.branch_id} does not exist.`,
  ),
  SignUpNotEnabled: noDetails(
    'SIGN_UP_NOT_ENABLED',
    400,
    'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.',
  ),
  SignUpRejected: defineKnownError<MessageDetails>('SIGN_UP_REJECTED', 403, (d) => d.message),
  BotChallengeRequired: noDetails(
    'BOT_CHALLENGE_REQUIRED',
    409,
    'An additional bot challenge is required before sign-up can continue.',
  ),
  BotChallengeFailed: defineKnownError<MessageDetails>('BOT_CHALLENGE_FAILED', 400, (d) => d.message),
  PasswordAuthenticationNotEnabled: noDetails(
    'PASSWORD_AUTHENTICATION_NOT_ENABLED',
    400,
    'Password authentication is not enabled for this project.',
  ),
  PasskeyAuthenticationNotEnabled: noDetails(
    'PASSKEY_AUTHENTICATION_NOT_ENABLED',
    400,
    'Passkey authentication is not enabled for this project.',
  ),
  AnonymousAccountsNotEnabled: noDetails(
    'ANONYMOUS_ACCOUNTS_NOT_ENABLED',
    400,
    'Anonymous accounts are not enabled for this project.',
  ),
  AnonymousAuthenticationNotAllowed: noDetails(
    'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED',
    401,
    "X-Stack-Access-Token is for an anonymous user, but anonymous users are not enabled. Set the X-Stack-Allow-Anonymous-User header of this request to 'true' to allow anonymous users.",
  ),
  EmailPasswordMismatch: noDetails('EMAIL_PASSWORD_MISMATCH', 400, 'Wrong e-mail or password.'),
  RedirectUrlNotWhitelisted: noDetails(
    'REDIRECT_URL_NOT_WHITELISTED',
    400,
    'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?',
  ),
  PasswordTooShort: defineKnownError<PasswordTooShortDetails>(
    'PASSWORD_TOO_SHORT',
    400,
    (d) => `Password too short. Minimum length is ${d.min_length}.`,
    PasswordRequirementsNotMet,
  ),
  PasswordTooLong: defineKnownError<PasswordTooLongDetails>(
    'PASSWORD_TOO_LONG',
    400,
    (d) => `Password too long. Maximum length is ${d.maxLength}.`,
    PasswordRequirementsNotMet,
  ),
  UserDoesNotHavePassword: noDetails(
    'USER_DOES_NOT_HAVE_PASSWORD',
    400,
    'This user does not have password authentication enabled.',
  ),
  VerificationCodeNotFound: noDetails(
    'VERIFICATION_CODE_NOT_FOUND',
    404,
    'The verification code does not exist for this project.',
    VerificationError,
  ),
  VerificationCodeExpired: noDetails('VERIFICATION_CODE_EXPIRED', 400, 'The verification code has expired.', VerificationError),
  VerificationCodeAlreadyUsed: noDetails(
    'VERIFICATION_CODE_ALREADY_USED',
    409,
    'The verification link has already been used.',
    VerificationError,
  ),
  VerificationCodeMaxAttemptsReached: noDetails(
    'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED',
    400,
    'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
    VerificationError,
  ),
  PasswordConfirmationMismatch: noDetails('PASSWORD_CONFIRMATION_MISMATCH', 400, 'Passwords do not match.'),
  EmailAlreadyVerified: noDetails('EMAIL_ALREADY_VERIFIED', 409, 'The e-mail is already verified.'),
  EmailNotAssociatedWithUser: noDetails(
    'EMAIL_NOT_ASSOCIATED_WITH_USER',
    400,
    'The e-mail is not associated with a user that could log in with that e-mail.',
  ),
  EmailIsNotPrimaryEmail: defineKnownError<EmailIsNotPrimaryEmailDetails>(
    'EMAIL_IS_NOT_PRIMARY_EMAIL',
    400,
    (d) => `The given e-mail (${d.email}) must equal the user's primary e-mail (${d.primary_email}).`,
  ),
  PasskeyRegistrationFailed: freeText('PASSKEY_REGISTRATION_FAILED', 400, 'Failed to register the passkey.'),
  PasskeyWebauthnError: defineKnownError<PasskeyWebAuthnErrorDetails>('PASSKEY_WEBAUTHN_ERROR', 400, (d) => d.message),
  PasskeyAuthenticationFailed: freeText('PASSKEY_AUTHENTICATION_FAILED', 400, 'Failed to sign in with passkey.'),
  PermissionNotFound: defineKnownError<PermissionIdDetails>(
    'PERMISSION_NOT_FOUND',
    404,
    (d) => `Permission "${d.permission_id}" not found. Make sure you created it on the dashboard.`,
  ),
  WrongPermissionScope: defineKnownError<WrongPermissionScopeDetails>(
    'WRONG_PERMISSION_SCOPE',
    404,
    (d) =>
      `Permission ${q(d.permission_id)} not found. (It was found for a different scope ${q(d.actual_scope)}, but scope ${q(d.expected_scope)} was expected.)`,
  ),
  ContainedPermissionNotFound: defineKnownError<PermissionIdDetails>(
    'CONTAINED_PERMISSION_NOT_FOUND',
    400,
    (d) => `Contained permission with ID "${d.permission_id}" not found. Make sure you created it on the dashboard.`,
  ),
  TeamNotFound: defineKnownError<TeamIdDetails>('TEAM_NOT_FOUND', 404, (d) => `Team ${d.team_id} not found.`),
  TeamMembershipNotFound: defineKnownError<TeamMembershipNotFoundDetails>(
    'TEAM_MEMBERSHIP_NOT_FOUND',
    404,
    (d) => `User ${d.user_id} is not found in team ${d.team_id}.`,
  ),
  TeamInvitationRestrictedUserNotAllowed: defineKnownError<RestrictedUserNotAllowedDetails>(
    'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
    403,
    (d) =>
      `Restricted users cannot accept team invitations. Reason: ${d.restricted_reason.type}. Please complete the onboarding process before accepting team invitations.`,
  ),
  EmailTemplateAlreadyExists: noDetails('EMAIL_TEMPLATE_ALREADY_EXISTS', 409, 'Email template already exists.'),
  OauthConnectionNotConnectedToUser: noDetails(
    'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER',
    400,
    'The OAuth connection is not connected to any user.',
  ),
  OauthConnectionAlreadyConnectedToAnotherUser: noDetails(
    'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER',
    409,
    'The OAuth connection is already connected to another user.',
  ),
  OauthConnectionDoesNotHaveRequiredScope: noDetails(
    'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE',
    400,
    'The OAuth connection does not have the required scope.',
  ),
  OauthAccessTokenNotAvailable: defineKnownError<OAuthAccessTokenNotAvailableDetails>(
    'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE',
    400,
    (d) => `Failed to retrieve an OAuth access token for the connected account (provider: ${d.provider}). ${d.details}`,
  ),
  OauthExtraScopeNotAvailableWithSharedOauthKeys: noDetails(
    'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS',
    400,
    'Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use extra scopes.',
  ),
  OauthAccessTokenNotAvailableWithSharedOauthKeys: noDetails(
    'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS',
    400,
    'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens.',
  ),
  InvalidOauthClientIdOrSecret: defineKnownError<InvalidOAuthClientIdOrSecretDetails>(
    'INVALID_OAUTH_CLIENT_ID_OR_SECRET',
    400,
    () =>
      'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), and the client secret must be a publishable client key.',
  ),
  InvalidScope: defineKnownError<undefined>('INVALID_SCOPE', 400, () => 'The scope is not a valid OAuth scope for Stack.'),
  UserAlreadyConnectedToAnotherOauthConnection: noDetails(
    'USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION',
    409,
    'The user is already connected to another OAuth account. Did you maybe selected the wrong account?',
  ),
  OuterOauthTimeout: noDetails('OUTER_OAUTH_TIMEOUT', 408, 'The OAuth flow has timed out. Please sign in again.'),
  OauthProviderNotFoundOrNotEnabled: noDetails(
    'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED',
    400,
    'The OAuth provider is not found or not enabled.',
  ),
  AppleBundleIdNotConfigured: noDetails(
    'APPLE_BUNDLE_ID_NOT_CONFIGURED',
    400,
    "Apple Sign In is enabled, but no Bundle IDs are configured. Please add your app's Bundle ID in the Stack Auth dashboard under OAuth Providers > Apple > Apple Bundle IDs.",
  ),
  OauthProviderAccountIdAlreadyUsedForSignIn: noDetails(
    'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN',
    400,
    'A provider with the same account ID is already used for signing in.',
  ),
  MultiFactorAuthenticationRequired: defineKnownError<MultiFactorAuthenticationRequiredDetails>(
    'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
    400,
    () => 'Multi-factor authentication is required for this user.',
  ),
  InvalidTotpCode: noDetails('INVALID_TOTP_CODE', 400, 'The TOTP code is invalid. Please try again.'),
  UserAuthenticationRequired: noDetails('USER_AUTHENTICATION_REQUIRED', 401, 'User authentication required for this endpoint.'),
  TeamMembershipAlreadyExists: noDetails('TEAM_MEMBERSHIP_ALREADY_EXISTS', 409, 'Team membership already exists.'),
  ProjectPermissionRequired: defineKnownError<ProjectPermissionRequiredDetails>(
    'PROJECT_PERMISSION_REQUIRED',
    401,
    (d) => `User ${d.user_id} does not have permission ${d.permission_id}.`,
  ),
  TeamPermissionRequired: defineKnownError<TeamPermissionDetails>(
    'TEAM_PERMISSION_REQUIRED',
    401,
    (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`,
  ),
  InvalidSharedOauthProviderId: defineKnownError<ProviderIdDetails>(
    'INVALID_SHARED_OAUTH_PROVIDER_ID',
    400,
    (d) => `The shared OAuth provider with ID ${d.provider_id} is not valid.`,
  ),
  InvalidStandardOauthProviderId: defineKnownError<ProviderIdDetails>(
    'INVALID_STANDARD_OAUTH_PROVIDER_ID',
    400,
    (d) => `The standard OAuth provider with ID ${d.provider_id} is not valid.`,
  ),
  InvalidAuthorizationCode: noDetails('INVALID_AUTHORIZATION_CODE', 400, 'The given authorization code is invalid.'),
  InvalidAppleCredentials: noDetails(
    'INVALID_APPLE_CREDENTIALS',
    400,
    'The Apple Sign In credentials could not be verified. Please try signing in again.',
  ),
  TeamPermissionNotFound: defineKnownError<TeamPermissionDetails>(
    'TEAM_PERMISSION_NOT_FOUND',
    401,
    (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`,
  ),
  OauthProviderAccessDenied: noDetails('OAUTH_PROVIDER_ACCESS_DENIED', 400, 'The OAuth provider denied access to the user.'),
  OauthProviderTemporarilyUnavailable: noDetails(
    'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE',
    503,
    'The OAuth provider is temporarily unavailable. Please try signing in again.',
  ),
  ContactChannelAlreadyUsedForAuthBySomeoneElse: defineKnownError<ContactChannelAlreadyUsedForAuthBySomeoneElseDetails>(
    'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
    409,
    (d) =>
      `This ${d.type} ${d.contact_channel_value ? `"(${d.contact_channel_value})"` : ''} is already used for authentication by another account${
        d.would_work_if_email_was_verified ? UNVERIFIED_EMAIL_TAIL : '.'
      }`,
  ),
  InvalidPollingCode: noDetails('INVALID_POLLING_CODE', 400, 'The polling code is invalid or does not exist.'),
  ApiKeyExpired: noDetails('API_KEY_EXPIRED', 401, 'API key has expired.', ApiKeyNotValid),
  ApiKeyRevoked: noDetails('API_KEY_REVOKED', 401, 'API key has been revoked.', ApiKeyNotValid),
  WrongApiKeyType: defineKnownError<WrongApiKeyTypeDetails>(
    'WRONG_API_KEY_TYPE',
    400,
    (d) => `This endpoint is for ${d.expected_type} API keys, but a ${d.actual_type} API key was provided.`,
    ApiKeyNotValid,
  ),
  EmailRenderingError: defineKnownError<ErrorTextDetails>(
    'EMAIL_RENDERING_ERROR',
    400,
    (d) => `Failed to render email with theme: ${d.error}`,
  ),
  TemplateSourceRewriteError: defineKnownError<ErrorTextDetails>(
    'TEMPLATE_SOURCE_REWRITE_ERROR',
    400,
    (d) => `Failed to rewrite template source: ${d.error}`,
  ),
  RequiresCustomEmailServer: noDetails(
    'REQUIRES_CUSTOM_EMAIL_SERVER',
    400,
    'This action requires a custom SMTP server. Please edit your email server configuration and try again.',
  ),
  EmailCapacityBoostAlreadyActive: defineKnownError<EmailCapacityBoostAlreadyActiveDetails>(
    'EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE',
    409,
    (d) => `Email capacity boost is already active until ${d.expires_at}.`,
  ),
  EmailNotEditable: defineKnownError<EmailNotEditableDetails>(
    'EMAIL_NOT_EDITABLE',
    400,
    (d) =>
      `Email with ID "${d.email_id}" cannot be edited because it is in status "${d.status}". Only emails in PAUSED, PREPARING, RENDERING, RENDER_ERROR, SCHEDULED, QUEUED, or SERVER_ERROR status can be edited.`,
  ),
  ItemNotFound: defineKnownError<ItemNotFoundDetails>('ITEM_NOT_FOUND', 404, (d) => `Item with ID "${d.item_id}" not found.`),
  ItemCustomerTypeDoesNotMatch: defineKnownError<ItemCustomerTypeDoesNotMatchDetails>(
    'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH',
    400,
    (d) =>
      `The ${d.actual_customer_type} with ID ${q(d.customer_id)} is not a valid customer for the item with ID ${q(d.item_id)}. ` +
      (d.item_customer_type
        ? `The item is configured to only be available for ${d.item_customer_type} customers, but the customer is a ${d.actual_customer_type}.`
        : 'The item is missing a customer type field. Please make sure it is set up correctly in your project configuration.'),
  ),
  CustomerDoesNotExist: defineKnownError<CustomerDoesNotExistDetails>(
    'CUSTOMER_DOES_NOT_EXIST',
    400,
    (d) => `Customer with ID ${q(d.customer_id)} does not exist.`,
  ),
  ProductDoesNotExist: defineKnownError<ProductDoesNotExistDetails>(
    'PRODUCT_DOES_NOT_EXIST',
    400,
    (d) =>
      `Product with ID ${q(d.product_id)} ` +
      (d.context === 'server_only'
        ? 'is marked as server-only and cannot be accessed client side.'
        : d.context === 'item_exists'
          ? 'does not exist, but an item with this ID exists.'
          : 'does not exist.'),
  ),
  ProductCustomerTypeDoesNotMatch: defineKnownError<ProductCustomerTypeDoesNotMatchDetails>(
    'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH',
    400,
    (d) =>
      `The ${d.actual_customer_type} with ID ${q(d.customer_id)} is not a valid customer for the inline product that has been passed in. ` +
      (d.product_customer_type
        ? `The product is configured to only be available for ${d.product_customer_type} customers, but the customer is a ${d.actual_customer_type}.`
        : 'The product is missing a customer type field. Please make sure it is set up correctly in your project configuration.'),
  ),
  ProductAlreadyGranted: defineKnownError<ProductAlreadyGrantedDetails>(
    'PRODUCT_ALREADY_GRANTED',
    400,
    (d) => `Customer with ID ${q(d.customer_id)} already owns product ${q(d.product_id)}.`,
  ),
  SubscriptionInvoiceNotFound: defineKnownError<SubscriptionInvoiceNotFoundDetails>(
    'SUBSCRIPTION_INVOICE_NOT_FOUND',
    404,
    (d) => `Subscription invoice with ID ${q(d.subscription_invoice_id)} does not exist.`,
  ),
  OneTimePurchaseNotFound: defineKnownError<OneTimePurchaseIdDetails>(
    'ONE_TIME_PURCHASE_NOT_FOUND',
    404,
    (d) => `One-time purchase with ID ${q(d.one_time_purchase_id)} does not exist.`,
  ),
  SubscriptionAlreadyRefunded: defineKnownError<SubscriptionAlreadyRefundedDetails>(
    'SUBSCRIPTION_ALREADY_REFUNDED',
    400,
    (d) => `Subscription with ID ${q(d.subscription_id)} was already refunded.`,
  ),
  OneTimePurchaseAlreadyRefunded: defineKnownError<OneTimePurchaseIdDetails>(
    'ONE_TIME_PURCHASE_ALREADY_REFUNDED',
    400,
    (d) => `One-time purchase with ID ${q(d.one_time_purchase_id)} was already refunded.`,
  ),
  TestModePurchaseNonRefundable: noDetails('TEST_MODE_PURCHASE_NON_REFUNDABLE', 400, 'Test mode purchases are not refundable.'),
  ItemQuantityInsufficientAmount: defineKnownError<ItemQuantityInsufficientAmountDetails>(
    'ITEM_QUANTITY_INSUFFICIENT_AMOUNT',
    400,
    (d) =>
      `The item with ID ${q(d.item_id)} has an insufficient quantity for the customer with ID ${q(d.customer_id)}. An attempt was made to charge ${d.quantity} credits.`,
  ),
  StripeAccountInfoNotFound: noDetails(
    'STRIPE_ACCOUNT_INFO_NOT_FOUND',
    404,
    'Stripe account information not found. Please make sure the user has onboarded with Stripe.',
  ),
  DefaultPaymentMethodRequired: defineKnownError<DefaultPaymentMethodRequiredDetails>(
    'DEFAULT_PAYMENT_METHOD_REQUIRED',
    400,
    () => 'No default payment method is set for this customer.',
  ),
  NewPurchasesBlocked: noDetails(
    'NEW_PURCHASES_BLOCKED',
    403,
    'New purchases are currently blocked for this project. Please contact support for more information.',
  ),
  DataVaultStoreDoesNotExist: defineKnownError<DataVaultStoreDoesNotExistDetails>(
    'DATA_VAULT_STORE_DOES_NOT_EXIST',
    400,
    (d) => `Data vault store with ID ${d.store_id} does not exist.`,
  ),
  DataVaultStoreHashedKeyDoesNotExist: defineKnownError<DataVaultStoreHashedKeyDoesNotExistDetails>(
    'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST',
    400,
    (d) => `Data vault store with ID ${d.store_id} does not contain a key with hash ${d.hashed_key}.`,
  ),
  AnalyticsQueryTimeout: defineKnownError<AnalyticsQueryTimeoutDetails>(
    'ANALYTICS_QUERY_TIMEOUT',
    400,
    (d) =>
      `The query timed out. Please try again with a shorter query or increase the timeout. Timeout was ${d.timeout_ms}ms.`,
  ),
  AnalyticsQueryError: defineKnownError<ErrorTextDetails>('ANALYTICS_QUERY_ERROR', 400, (d) => `${d.error}`),
  AnalyticsNotEnabled: noDetails('ANALYTICS_NOT_ENABLED', 400, 'Analytics is not enabled for this project.'),

  // ---- Beyond the v2.8.86 registry ----
  /** PROTOCOL.md §9: the newer server checks the invitee's email when accepting by code. */
  TeamInvitationEmailMismatch: noDetails(
    'TEAM_INVITATION_EMAIL_MISMATCH',
    403,
    'This team invitation was sent to a different email address. Sign in with the invited email, or add and verify that email on your account, then try again.',
  ),
  /** SPEC.md §8 lists it; the real registry has the constructor but never sends it. */
  TeamAlreadyExists: defineKnownError<TeamIdDetails>('TEAM_ALREADY_EXISTS', 409, (d) => `Team ${d.team_id} already exists.`),
};

/** Names the official SDK and SPEC.md use where they differ from the mechanical PascalCase of the code. */
const aliases = {
  UserWithEmailAlreadyExists: KnownErrorClasses.UserEmailAlreadyExists,
  PermissionScopeMismatch: KnownErrorClasses.WrongPermissionScope,
  PasskeyWebAuthnError: KnownErrorClasses.PasskeyWebauthnError,
  InvalidPollingCodeError: KnownErrorClasses.InvalidPollingCode,
  VerificationCodeError: VerificationError,
  OAuthConnectionNotConnectedToUser: KnownErrorClasses.OauthConnectionNotConnectedToUser,
  OAuthConnectionAlreadyConnectedToAnotherUser: KnownErrorClasses.OauthConnectionAlreadyConnectedToAnotherUser,
  OAuthConnectionDoesNotHaveRequiredScope: KnownErrorClasses.OauthConnectionDoesNotHaveRequiredScope,
  OAuthAccessTokenNotAvailable: KnownErrorClasses.OauthAccessTokenNotAvailable,
  OAuthExtraScopeNotAvailableWithSharedOAuthKeys: KnownErrorClasses.OauthExtraScopeNotAvailableWithSharedOauthKeys,
  OAuthAccessTokenNotAvailableWithSharedOAuthKeys: KnownErrorClasses.OauthAccessTokenNotAvailableWithSharedOauthKeys,
  InvalidOAuthClientIdOrSecret: KnownErrorClasses.InvalidOauthClientIdOrSecret,
  UserAlreadyConnectedToAnotherOAuthConnection: KnownErrorClasses.UserAlreadyConnectedToAnotherOauthConnection,
  OuterOAuthTimeout: KnownErrorClasses.OuterOauthTimeout,
  OAuthProviderNotFoundOrNotEnabled: KnownErrorClasses.OauthProviderNotFoundOrNotEnabled,
  OAuthProviderAccountIdAlreadyUsedForSignIn: KnownErrorClasses.OauthProviderAccountIdAlreadyUsedForSignIn,
  InvalidSharedOAuthProviderId: KnownErrorClasses.InvalidSharedOauthProviderId,
  InvalidStandardOAuthProviderId: KnownErrorClasses.InvalidStandardOauthProviderId,
  OAuthProviderAccessDenied: KnownErrorClasses.OauthProviderAccessDenied,
  OAuthProviderTemporarilyUnavailable: KnownErrorClasses.OauthProviderTemporarilyUnavailable,
} as const;

/**
 * Every known error class by the PascalCase of its code (e.g. `KnownErrors.PasswordTooShort`), the
 * abstract families (e.g. `KnownErrors.RefreshTokenError`), and the official SDK's spellings as aliases.
 */
export const KnownErrors = { ...KnownErrorClasses, ...KnownErrorFamilies, ...aliases };

export type KnownErrorName = keyof typeof KnownErrorClasses;
/** The details type of a concrete error by name, e.g. `KnownErrorDetailsOf<'PasswordTooShort'>`. */
export type KnownErrorDetailsOf<N extends KnownErrorName> =
  (typeof KnownErrorClasses)[N] extends KnownErrorClass<infer D> ? D : never;
/** An instance of a concrete error by name, e.g. `KnownErrorInstance<'SchemaError'>`. */
export type KnownErrorInstance<N extends KnownErrorName> = InstanceType<(typeof KnownErrorClasses)[N]>;
