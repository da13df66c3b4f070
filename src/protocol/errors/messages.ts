// The server's wording of every known error's default message, as the real API words it from the details.
// Only the emulator and Node code load it (through ./index); the end-user script imports ./client and
// shows messages from the wire, so these builders would be dead weight there.

import { wordKnownErrors, type KnownErrorClass } from './known-error';
import { KnownErrorClasses, type ClientWordedName, type KnownErrorName } from './catalogue';

// ---- Pieces shared by several messages ----

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

/** One builder per code not worded on the client (catalogue.ts), typed by that code's details. */
type ServerWording = {
  [N in Exclude<KnownErrorName, ClientWordedName>]: (
    details: (typeof KnownErrorClasses)[N] extends KnownErrorClass<infer D> ? D : never,
  ) => string;
};

// Codes whose only content is free text chosen by the raiser (BODY_PARSING_ERROR, CLI_AUTH_ERROR, ...)
// have their fallback here, used when the raiser gives none.
const serverWording: ServerWording = {
  CannotDeleteCurrentSession: () => 'Cannot delete the current session.',
  BodyParsingError: () => 'The request body could not be parsed.',
  SchemaError: (d) => d.message,
  AllOverloadsFailed: (d) =>
    'This endpoint has multiple overloads, but they all failed to process the request.\n\n' +
    d.overload_errors.map((e, i) => indent(`Overload ${i + 1}: ${JSON.stringify(e, undefined, 2)}`, '  ')).join('\n\n'),
  PermissionIdAlreadyExists: (d) => `Permission with ID "${d.permission_id}" already exists. Choose a different ID.`,
  CliAuthError: () => 'CLI authentication failed.',
  CliAuthExpiredError: () => 'CLI authentication request expired. Please try again.',
  CliAuthUsedError: () => 'This authentication token has already been used.',
  ProjectKeyWithoutAccessType: () =>
    "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate.",
  InvalidAccessType: () => "The x-stack-access-type header must be 'client', 'server', or 'admin'.",
  AccessTypeWithoutProjectId: (d) =>
    `The x-stack-access-type header was '${d.request_type}', but the x-stack-project-id header was not provided.\n\n${DOCS_SENTENCE}`,
  AccessTypeRequired: () =>
    "You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.\n\n" +
    DOCS_SENTENCE,
  CannotGetOwnUserWithoutUser: () => "You have specified 'me' as a userId, but did not provide authentication for a user.",
  InsufficientAccessType: (d) =>
    `The x-stack-access-type header must be ${d.allowed_access_types.map((t) => `'${t}'`).join(' or ')}, but was '${d.actual_access_type}'.`,
  InvalidPublishableClientKey: (d) =>
    `The publishable key is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
  InvalidSecretServerKey: (d) =>
    `The secret server key is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
  InvalidSuperSecretAdminKey: (d) =>
    `The super secret admin key is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
  UnparsableAdminAccessToken: () => 'Admin access token is not parsable.',
  AdminAccessTokenExpired: (d) => `Admin access token has expired. Please refresh it and try again.${expiredAtSuffix(d.expired_at_millis)}`,
  InvalidProjectForAdminAccessToken: () => 'Admin access tokens must be created on the internal project.',
  AdminAccessTokenIsNotAdmin: () => 'Admin access token does not have the required permissions to access this project.',
  ClientAuthenticationRequired: () => 'The publishable client key must be provided.',
  PublishableClientKeyRequiredForProject: () =>
    'Publishable client keys are required for this project. Create one in Project Keys, or disable this requirement there to allow keyless client access.',
  ServerAuthenticationRequired: () => 'The secret server key must be provided.',
  ClientOrServerAuthenticationRequired: () => 'Either the publishable client key or the secret server key must be provided.',
  ClientOrAdminAuthenticationRequired: () => 'Either the publishable client key or the super secret admin key must be provided.',
  ClientOrServerOrAdminAuthenticationRequired: () =>
    'Either the publishable client key, the secret server key, or the super secret admin key must be provided.',
  AdminAuthenticationRequired: () => 'The super secret admin key must be provided.',
  ExpectedInternalProject: () => 'The project ID is expected to be internal.',
  UnparsableAccessToken: () => 'Access token is not parsable.',
  AccessTokenExpired: (d) =>
    'Access token has expired. Please refresh it and try again.' +
    expiredAtSuffix(d.expired_at_millis) +
    (d.project_id ? ` Project ID: ${d.project_id}.` : '') +
    (d.user_id ? ` User ID: ${d.user_id}.` : '') +
    (d.refresh_token_id ? ` Refresh token ID: ${d.refresh_token_id}.` : '') +
    `\n\n${ACCESS_TOKEN_DEBUG_INFO}`,
  InvalidProjectForAccessToken: (d) =>
    `Access token not valid for this project. Expected project ID ${q(d.expected_project_id)}, but the token is for project ID ${q(d.actual_project_id)}.`,
  ProviderRejected: () =>
    'The provider refused to refresh their token. This usually means that the provider used to authenticate the user no longer regards this session as valid, and the user must re-authenticate.',
  RefreshTokenNotFoundOrExpired: () => 'Refresh token not found for this project, or the session has expired/been revoked.',
  UserEmailAlreadyExists: (d) =>
    `A user with email ${q(d.email)} already exists${d.would_work_if_email_was_verified ? UNVERIFIED_EMAIL_TAIL : '.'}`,
  EmailNotVerified: () => 'The email is not verified.',
  UserIdDoesNotExist: (d) => `The given user with the ID ${d.user_id} does not exist.`,
  UserNotFound: () => 'User not found.',
  RestrictedUserNotAllowed: (d) =>
    `The user in the access token is in restricted state. Reason: ${d.restricted_reason.type}. Please pass the X-Stack-Allow-Restricted-User header if this is intended.`,
  ApiKeyNotFound: () => 'API key not found.',
  PublicApiKeyCannotBeRevoked: () => 'Public API keys cannot be revoked by the secretscanner endpoint.',
  ProjectNotFound: (d) => `Project ${d.project_id} not found or is not accessible with the current user.`,
  CurrentProjectNotFound: (d) =>
    `The current project with ID ${d.project_id} was not found. Please check the value of the x-stack-project-id header.`,
  BranchDoesNotExist: (d) => `The branch with ID ${d.branch_id} does not exist.`,
  SignUpNotEnabled: () => 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.',
  SignUpRejected: (d) => d.message,
  BotChallengeRequired: () => 'An additional bot challenge is required before sign-up can continue.',
  BotChallengeFailed: (d) => d.message,
  PasswordAuthenticationNotEnabled: () => 'Password authentication is not enabled for this project.',
  PasskeyAuthenticationNotEnabled: () => 'Passkey authentication is not enabled for this project.',
  AnonymousAccountsNotEnabled: () => 'Anonymous accounts are not enabled for this project.',
  AnonymousAuthenticationNotAllowed: () =>
    "X-Stack-Access-Token is for an anonymous user, but anonymous users are not enabled. Set the X-Stack-Allow-Anonymous-User header of this request to 'true' to allow anonymous users.",
  EmailPasswordMismatch: () => 'Wrong e-mail or password.',
  RedirectUrlNotWhitelisted: () =>
    'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?',
  PasswordTooShort: (d) => `Password too short. Minimum length is ${d.min_length}.`,
  PasswordTooLong: (d) => `Password too long. Maximum length is ${d.maxLength}.`,
  UserDoesNotHavePassword: () => 'This user does not have password authentication enabled.',
  VerificationCodeExpired: () => 'The verification code has expired.',
  VerificationCodeAlreadyUsed: () => 'The verification link has already been used.',
  VerificationCodeMaxAttemptsReached: () =>
    'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
  PasswordConfirmationMismatch: () => 'Passwords do not match.',
  EmailAlreadyVerified: () => 'The e-mail is already verified.',
  EmailNotAssociatedWithUser: () => 'The e-mail is not associated with a user that could log in with that e-mail.',
  EmailIsNotPrimaryEmail: (d) => `The given e-mail (${d.email}) must equal the user's primary e-mail (${d.primary_email}).`,
  PasskeyRegistrationFailed: () => 'Failed to register the passkey.',
  PasskeyAuthenticationFailed: () => 'Failed to sign in with passkey.',
  PermissionNotFound: (d) => `Permission "${d.permission_id}" not found. Make sure you created it on the dashboard.`,
  WrongPermissionScope: (d) =>
    `Permission ${q(d.permission_id)} not found. (It was found for a different scope ${q(d.actual_scope)}, but scope ${q(d.expected_scope)} was expected.)`,
  ContainedPermissionNotFound: (d) =>
    `Contained permission with ID "${d.permission_id}" not found. Make sure you created it on the dashboard.`,
  TeamNotFound: (d) => `Team ${d.team_id} not found.`,
  TeamMembershipNotFound: (d) => `User ${d.user_id} is not found in team ${d.team_id}.`,
  TeamInvitationRestrictedUserNotAllowed: (d) =>
    `Restricted users cannot accept team invitations. Reason: ${d.restricted_reason.type}. Please complete the onboarding process before accepting team invitations.`,
  EmailTemplateAlreadyExists: () => 'Email template already exists.',
  OauthConnectionNotConnectedToUser: () => 'The OAuth connection is not connected to any user.',
  OauthConnectionAlreadyConnectedToAnotherUser: () => 'The OAuth connection is already connected to another user.',
  OauthConnectionDoesNotHaveRequiredScope: () => 'The OAuth connection does not have the required scope.',
  OauthAccessTokenNotAvailable: (d) =>
    `Failed to retrieve an OAuth access token for the connected account (provider: ${d.provider}). ${d.details}`,
  OauthExtraScopeNotAvailableWithSharedOauthKeys: () =>
    'Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use extra scopes.',
  OauthAccessTokenNotAvailableWithSharedOauthKeys: () =>
    'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens.',
  InvalidOauthClientIdOrSecret: () =>
    'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), and the client secret must be a publishable client key.',
  InvalidScope: () => 'The scope is not a valid OAuth scope for Stack.',
  UserAlreadyConnectedToAnotherOauthConnection: () =>
    'The user is already connected to another OAuth account. Did you maybe selected the wrong account?',
  OuterOauthTimeout: () => 'The OAuth flow has timed out. Please sign in again.',
  OauthProviderNotFoundOrNotEnabled: () => 'The OAuth provider is not found or not enabled.',
  AppleBundleIdNotConfigured: () =>
    "Apple Sign In is enabled, but no Bundle IDs are configured. Please add your app's Bundle ID in the Stack Auth dashboard under OAuth Providers > Apple > Apple Bundle IDs.",
  OauthProviderAccountIdAlreadyUsedForSignIn: () => 'A provider with the same account ID is already used for signing in.',
  MultiFactorAuthenticationRequired: () => 'Multi-factor authentication is required for this user.',
  InvalidTotpCode: () => 'The TOTP code is invalid. Please try again.',
  UserAuthenticationRequired: () => 'User authentication required for this endpoint.',
  TeamMembershipAlreadyExists: () => 'Team membership already exists.',
  ProjectPermissionRequired: (d) => `User ${d.user_id} does not have permission ${d.permission_id}.`,
  TeamPermissionRequired: (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`,
  InvalidSharedOauthProviderId: (d) => `The shared OAuth provider with ID ${d.provider_id} is not valid.`,
  InvalidStandardOauthProviderId: (d) => `The standard OAuth provider with ID ${d.provider_id} is not valid.`,
  InvalidAuthorizationCode: () => 'The given authorization code is invalid.',
  InvalidAppleCredentials: () => 'The Apple Sign In credentials could not be verified. Please try signing in again.',
  TeamPermissionNotFound: (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`,
  OauthProviderAccessDenied: () => 'The OAuth provider denied access to the user.',
  OauthProviderTemporarilyUnavailable: () => 'The OAuth provider is temporarily unavailable. Please try signing in again.',
  ContactChannelAlreadyUsedForAuthBySomeoneElse: (d) =>
    `This ${d.type} ${d.contact_channel_value ? `"(${d.contact_channel_value})"` : ''} is already used for authentication by another account${
      d.would_work_if_email_was_verified ? UNVERIFIED_EMAIL_TAIL : '.'
    }`,
  InvalidPollingCode: () => 'The polling code is invalid or does not exist.',
  ApiKeyExpired: () => 'API key has expired.',
  ApiKeyRevoked: () => 'API key has been revoked.',
  WrongApiKeyType: (d) => `This endpoint is for ${d.expected_type} API keys, but a ${d.actual_type} API key was provided.`,
  EmailRenderingError: (d) => `Failed to render email with theme: ${d.error}`,
  TemplateSourceRewriteError: (d) => `Failed to rewrite template source: ${d.error}`,
  RequiresCustomEmailServer: () => 'This action requires a custom SMTP server. Please edit your email server configuration and try again.',
  EmailCapacityBoostAlreadyActive: (d) => `Email capacity boost is already active until ${d.expires_at}.`,
  EmailNotEditable: (d) =>
    `Email with ID "${d.email_id}" cannot be edited because it is in status "${d.status}". Only emails in PAUSED, PREPARING, RENDERING, RENDER_ERROR, SCHEDULED, QUEUED, or SERVER_ERROR status can be edited.`,
  ItemNotFound: (d) => `Item with ID "${d.item_id}" not found.`,
  ItemCustomerTypeDoesNotMatch: (d) =>
    `The ${d.actual_customer_type} with ID ${q(d.customer_id)} is not a valid customer for the item with ID ${q(d.item_id)}. ` +
    (d.item_customer_type
      ? `The item is configured to only be available for ${d.item_customer_type} customers, but the customer is a ${d.actual_customer_type}.`
      : 'The item is missing a customer type field. Please make sure it is set up correctly in your project configuration.'),
  CustomerDoesNotExist: (d) => `Customer with ID ${q(d.customer_id)} does not exist.`,
  ProductDoesNotExist: (d) =>
    `Product with ID ${q(d.product_id)} ` +
    (d.context === 'server_only'
      ? 'is marked as server-only and cannot be accessed client side.'
      : d.context === 'item_exists'
        ? 'does not exist, but an item with this ID exists.'
        : 'does not exist.'),
  ProductCustomerTypeDoesNotMatch: (d) =>
    `The ${d.actual_customer_type} with ID ${q(d.customer_id)} is not a valid customer for the inline product that has been passed in. ` +
    (d.product_customer_type
      ? `The product is configured to only be available for ${d.product_customer_type} customers, but the customer is a ${d.actual_customer_type}.`
      : 'The product is missing a customer type field. Please make sure it is set up correctly in your project configuration.'),
  ProductAlreadyGranted: (d) => `Customer with ID ${q(d.customer_id)} already owns product ${q(d.product_id)}.`,
  SubscriptionInvoiceNotFound: (d) => `Subscription invoice with ID ${q(d.subscription_invoice_id)} does not exist.`,
  OneTimePurchaseNotFound: (d) => `One-time purchase with ID ${q(d.one_time_purchase_id)} does not exist.`,
  SubscriptionAlreadyRefunded: (d) => `Subscription with ID ${q(d.subscription_id)} was already refunded.`,
  OneTimePurchaseAlreadyRefunded: (d) => `One-time purchase with ID ${q(d.one_time_purchase_id)} was already refunded.`,
  TestModePurchaseNonRefundable: () => 'Test mode purchases are not refundable.',
  ItemQuantityInsufficientAmount: (d) =>
    `The item with ID ${q(d.item_id)} has an insufficient quantity for the customer with ID ${q(d.customer_id)}. An attempt was made to charge ${d.quantity} credits.`,
  StripeAccountInfoNotFound: () => 'Stripe account information not found. Please make sure the user has onboarded with Stripe.',
  DefaultPaymentMethodRequired: () => 'No default payment method is set for this customer.',
  NewPurchasesBlocked: () => 'New purchases are currently blocked for this project. Please contact support for more information.',
  DataVaultStoreDoesNotExist: (d) => `Data vault store with ID ${d.store_id} does not exist.`,
  DataVaultStoreHashedKeyDoesNotExist: (d) => `Data vault store with ID ${d.store_id} does not contain a key with hash ${d.hashed_key}.`,
  AnalyticsQueryTimeout: (d) =>
    `The query timed out. Please try again with a shorter query or increase the timeout. Timeout was ${d.timeout_ms}ms.`,
  AnalyticsQueryError: (d) => `${d.error}`,
  AnalyticsNotEnabled: () => 'Analytics is not enabled for this project.',
  TeamInvitationEmailMismatch: () =>
    'This team invitation was sent to a different email address. Sign in with the invited email, or add and verify that email on your account, then try again.',
  TeamAlreadyExists: (d) => `Team ${d.team_id} already exists.`,
  InvalidMfaRecoveryCode: () => 'The recovery code is invalid or has already been used.',
  MfaNotEnabled: () => 'Two-factor authentication is not enabled for this user.',
};

wordKnownErrors(KnownErrorClasses, serverWording);
