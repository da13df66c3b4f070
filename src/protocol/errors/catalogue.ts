// Every known error of the Stack Auth API (PROTOCOL.md §7, in registry order), plus
// TEAM_INVITATION_EMAIL_MISMATCH (§9) and TEAM_ALREADY_EXISTS (SPEC.md §8), appended after the 132.
// Each code is defined here once: class, status, family, details type. The server's wording of the
// messages is in messages.ts, which the end-user script never loads (it gets messages from the wire).

import { defineKnownError, defineKnownErrorFamily, wordKnownErrors, type KnownErrorClass, type KnownErrorFamily } from './known-error';

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

// ---- Concrete codes, in PROTOCOL.md §7 registry order ----
// Keys are the PascalCase of each code; defining them in this literal registers them in this order.

export const KnownErrorClasses = {
  CannotDeleteCurrentSession: defineKnownError('CANNOT_DELETE_CURRENT_SESSION', 400, RefreshTokenError),
  UnsupportedError: defineKnownError<UnsupportedErrorDetails>('UNSUPPORTED_ERROR', 500),
  BodyParsingError: defineKnownError('BODY_PARSING_ERROR', 400),
  SchemaError: defineKnownError<SchemaErrorDetails>('SCHEMA_ERROR', 400),
  AllOverloadsFailed: defineKnownError<AllOverloadsFailedDetails>('ALL_OVERLOADS_FAILED', 400),
  PermissionIdAlreadyExists: defineKnownError<PermissionIdAlreadyExistsDetails>('PERMISSION_ID_ALREADY_EXISTS', 400),
  CliAuthError: defineKnownError('CLI_AUTH_ERROR', 400),
  CliAuthExpiredError: defineKnownError('CLI_AUTH_EXPIRED_ERROR', 400),
  CliAuthUsedError: defineKnownError('CLI_AUTH_USED_ERROR', 400),
  ProjectKeyWithoutAccessType: defineKnownError('PROJECT_KEY_WITHOUT_ACCESS_TYPE', 400, InvalidProjectAuthentication),
  InvalidAccessType: defineKnownError('INVALID_ACCESS_TYPE', 400, InvalidProjectAuthentication),
  AccessTypeWithoutProjectId: defineKnownError<AccessTypeWithoutProjectIdDetails>(
    'ACCESS_TYPE_WITHOUT_PROJECT_ID',
    400,
    InvalidProjectAuthentication,
  ),
  AccessTypeRequired: defineKnownError('ACCESS_TYPE_REQUIRED', 400, InvalidProjectAuthentication),
  CannotGetOwnUserWithoutUser: defineKnownError('CANNOT_GET_OWN_USER_WITHOUT_USER', 400),
  InsufficientAccessType: defineKnownError<InsufficientAccessTypeDetails>('INSUFFICIENT_ACCESS_TYPE', 401, InvalidProjectAuthentication),
  InvalidPublishableClientKey: defineKnownError<ProjectIdDetails>('INVALID_PUBLISHABLE_CLIENT_KEY', 401, InvalidProjectAuthentication),
  InvalidSecretServerKey: defineKnownError<ProjectIdDetails>('INVALID_SECRET_SERVER_KEY', 401, InvalidProjectAuthentication),
  InvalidSuperSecretAdminKey: defineKnownError<ProjectIdDetails>('INVALID_SUPER_SECRET_ADMIN_KEY', 401, InvalidProjectAuthentication),
  UnparsableAdminAccessToken: defineKnownError('UNPARSABLE_ADMIN_ACCESS_TOKEN', 401, InvalidAdminAccessToken),
  AdminAccessTokenExpired: defineKnownError<AdminAccessTokenExpiredDetails>('ADMIN_ACCESS_TOKEN_EXPIRED', 401, InvalidAdminAccessToken),
  InvalidProjectForAdminAccessToken: defineKnownError('INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN', 401, InvalidAdminAccessToken),
  AdminAccessTokenIsNotAdmin: defineKnownError('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 401, InvalidAdminAccessToken),
  ClientAuthenticationRequired: defineKnownError('CLIENT_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired),
  PublishableClientKeyRequiredForProject: defineKnownError<PublishableClientKeyRequiredForProjectDetails>(
    'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT',
    401,
    ProjectAuthenticationRequired,
  ),
  ServerAuthenticationRequired: defineKnownError('SERVER_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired),
  ClientOrServerAuthenticationRequired: defineKnownError('CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired),
  ClientOrAdminAuthenticationRequired: defineKnownError('CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired),
  ClientOrServerOrAdminAuthenticationRequired: defineKnownError(
    'CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED',
    401,
    ProjectAuthenticationRequired,
  ),
  AdminAuthenticationRequired: defineKnownError('ADMIN_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired),
  ExpectedInternalProject: defineKnownError('EXPECTED_INTERNAL_PROJECT', 401, ProjectAuthenticationError),
  UnparsableAccessToken: defineKnownError('UNPARSABLE_ACCESS_TOKEN', 401, InvalidAccessToken),
  AccessTokenExpired: defineKnownError<AccessTokenExpiredDetails>('ACCESS_TOKEN_EXPIRED', 401, InvalidAccessToken),
  InvalidProjectForAccessToken: defineKnownError<InvalidProjectForAccessTokenDetails>(
    'INVALID_PROJECT_FOR_ACCESS_TOKEN',
    401,
    InvalidAccessToken,
  ),
  ProviderRejected: defineKnownError('PROVIDER_REJECTED', 401, RefreshTokenError),
  RefreshTokenNotFoundOrExpired: defineKnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401, RefreshTokenError),
  UserEmailAlreadyExists: defineKnownError<UserEmailAlreadyExistsDetails>('USER_EMAIL_ALREADY_EXISTS', 409),
  EmailNotVerified: defineKnownError('EMAIL_NOT_VERIFIED', 400),
  UserIdDoesNotExist: defineKnownError<UserIdDoesNotExistDetails>('USER_ID_DOES_NOT_EXIST', 400),
  UserNotFound: defineKnownError('USER_NOT_FOUND', 404),
  RestrictedUserNotAllowed: defineKnownError<RestrictedUserNotAllowedDetails>('RESTRICTED_USER_NOT_ALLOWED', 403),
  ApiKeyNotFound: defineKnownError('API_KEY_NOT_FOUND', 404, ApiKeyNotValid),
  PublicApiKeyCannotBeRevoked: defineKnownError('PUBLIC_API_KEY_CANNOT_BE_REVOKED', 400, ApiKeyNotValid),
  ProjectNotFound: defineKnownError<ProjectIdDetails>('PROJECT_NOT_FOUND', 404),
  CurrentProjectNotFound: defineKnownError<ProjectIdDetails>('CURRENT_PROJECT_NOT_FOUND', 400),
  BranchDoesNotExist: defineKnownError<BranchDoesNotExistDetails>('BRANCH_DOES_NOT_EXIST', 400),
  SignUpNotEnabled: defineKnownError('SIGN_UP_NOT_ENABLED', 400),
  SignUpRejected: defineKnownError<MessageDetails>('SIGN_UP_REJECTED', 403),
  BotChallengeRequired: defineKnownError('BOT_CHALLENGE_REQUIRED', 409),
  BotChallengeFailed: defineKnownError<MessageDetails>('BOT_CHALLENGE_FAILED', 400),
  PasswordAuthenticationNotEnabled: defineKnownError('PASSWORD_AUTHENTICATION_NOT_ENABLED', 400),
  PasskeyAuthenticationNotEnabled: defineKnownError('PASSKEY_AUTHENTICATION_NOT_ENABLED', 400),
  AnonymousAccountsNotEnabled: defineKnownError('ANONYMOUS_ACCOUNTS_NOT_ENABLED', 400),
  AnonymousAuthenticationNotAllowed: defineKnownError('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED', 401),
  EmailPasswordMismatch: defineKnownError('EMAIL_PASSWORD_MISMATCH', 400),
  RedirectUrlNotWhitelisted: defineKnownError('REDIRECT_URL_NOT_WHITELISTED', 400),
  PasswordTooShort: defineKnownError<PasswordTooShortDetails>('PASSWORD_TOO_SHORT', 400, PasswordRequirementsNotMet),
  PasswordTooLong: defineKnownError<PasswordTooLongDetails>('PASSWORD_TOO_LONG', 400, PasswordRequirementsNotMet),
  UserDoesNotHavePassword: defineKnownError('USER_DOES_NOT_HAVE_PASSWORD', 400),
  VerificationCodeNotFound: defineKnownError('VERIFICATION_CODE_NOT_FOUND', 404, VerificationError),
  VerificationCodeExpired: defineKnownError('VERIFICATION_CODE_EXPIRED', 400, VerificationError),
  VerificationCodeAlreadyUsed: defineKnownError('VERIFICATION_CODE_ALREADY_USED', 409, VerificationError),
  VerificationCodeMaxAttemptsReached: defineKnownError('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400, VerificationError),
  PasswordConfirmationMismatch: defineKnownError('PASSWORD_CONFIRMATION_MISMATCH', 400),
  EmailAlreadyVerified: defineKnownError('EMAIL_ALREADY_VERIFIED', 409),
  EmailNotAssociatedWithUser: defineKnownError('EMAIL_NOT_ASSOCIATED_WITH_USER', 400),
  EmailIsNotPrimaryEmail: defineKnownError<EmailIsNotPrimaryEmailDetails>('EMAIL_IS_NOT_PRIMARY_EMAIL', 400),
  PasskeyRegistrationFailed: defineKnownError('PASSKEY_REGISTRATION_FAILED', 400),
  PasskeyWebauthnError: defineKnownError<PasskeyWebAuthnErrorDetails>('PASSKEY_WEBAUTHN_ERROR', 400),
  PasskeyAuthenticationFailed: defineKnownError('PASSKEY_AUTHENTICATION_FAILED', 400),
  PermissionNotFound: defineKnownError<PermissionIdDetails>('PERMISSION_NOT_FOUND', 404),
  WrongPermissionScope: defineKnownError<WrongPermissionScopeDetails>('WRONG_PERMISSION_SCOPE', 404),
  ContainedPermissionNotFound: defineKnownError<PermissionIdDetails>('CONTAINED_PERMISSION_NOT_FOUND', 400),
  TeamNotFound: defineKnownError<TeamIdDetails>('TEAM_NOT_FOUND', 404),
  TeamMembershipNotFound: defineKnownError<TeamMembershipNotFoundDetails>('TEAM_MEMBERSHIP_NOT_FOUND', 404),
  TeamInvitationRestrictedUserNotAllowed: defineKnownError<RestrictedUserNotAllowedDetails>(
    'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
    403,
  ),
  EmailTemplateAlreadyExists: defineKnownError('EMAIL_TEMPLATE_ALREADY_EXISTS', 409),
  OauthConnectionNotConnectedToUser: defineKnownError('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 400),
  OauthConnectionAlreadyConnectedToAnotherUser: defineKnownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 409),
  OauthConnectionDoesNotHaveRequiredScope: defineKnownError('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400),
  OauthAccessTokenNotAvailable: defineKnownError<OAuthAccessTokenNotAvailableDetails>('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE', 400),
  OauthExtraScopeNotAvailableWithSharedOauthKeys: defineKnownError('OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 400),
  OauthAccessTokenNotAvailableWithSharedOauthKeys: defineKnownError('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 400),
  InvalidOauthClientIdOrSecret: defineKnownError<InvalidOAuthClientIdOrSecretDetails>('INVALID_OAUTH_CLIENT_ID_OR_SECRET', 400),
  InvalidScope: defineKnownError('INVALID_SCOPE', 400),
  UserAlreadyConnectedToAnotherOauthConnection: defineKnownError('USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION', 409),
  OuterOauthTimeout: defineKnownError('OUTER_OAUTH_TIMEOUT', 408),
  OauthProviderNotFoundOrNotEnabled: defineKnownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400),
  AppleBundleIdNotConfigured: defineKnownError('APPLE_BUNDLE_ID_NOT_CONFIGURED', 400),
  OauthProviderAccountIdAlreadyUsedForSignIn: defineKnownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 400),
  MultiFactorAuthenticationRequired: defineKnownError<MultiFactorAuthenticationRequiredDetails>(
    'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
    400,
  ),
  InvalidTotpCode: defineKnownError('INVALID_TOTP_CODE', 400),
  UserAuthenticationRequired: defineKnownError('USER_AUTHENTICATION_REQUIRED', 401),
  TeamMembershipAlreadyExists: defineKnownError('TEAM_MEMBERSHIP_ALREADY_EXISTS', 409),
  ProjectPermissionRequired: defineKnownError<ProjectPermissionRequiredDetails>('PROJECT_PERMISSION_REQUIRED', 401),
  TeamPermissionRequired: defineKnownError<TeamPermissionDetails>('TEAM_PERMISSION_REQUIRED', 401),
  InvalidSharedOauthProviderId: defineKnownError<ProviderIdDetails>('INVALID_SHARED_OAUTH_PROVIDER_ID', 400),
  InvalidStandardOauthProviderId: defineKnownError<ProviderIdDetails>('INVALID_STANDARD_OAUTH_PROVIDER_ID', 400),
  InvalidAuthorizationCode: defineKnownError('INVALID_AUTHORIZATION_CODE', 400),
  InvalidAppleCredentials: defineKnownError('INVALID_APPLE_CREDENTIALS', 400),
  TeamPermissionNotFound: defineKnownError<TeamPermissionDetails>('TEAM_PERMISSION_NOT_FOUND', 401),
  OauthProviderAccessDenied: defineKnownError('OAUTH_PROVIDER_ACCESS_DENIED', 400),
  OauthProviderTemporarilyUnavailable: defineKnownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE', 503),
  ContactChannelAlreadyUsedForAuthBySomeoneElse: defineKnownError<ContactChannelAlreadyUsedForAuthBySomeoneElseDetails>(
    'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
    409,
  ),
  InvalidPollingCode: defineKnownError('INVALID_POLLING_CODE', 400),
  ApiKeyExpired: defineKnownError('API_KEY_EXPIRED', 401, ApiKeyNotValid),
  ApiKeyRevoked: defineKnownError('API_KEY_REVOKED', 401, ApiKeyNotValid),
  WrongApiKeyType: defineKnownError<WrongApiKeyTypeDetails>('WRONG_API_KEY_TYPE', 400, ApiKeyNotValid),
  EmailRenderingError: defineKnownError<ErrorTextDetails>('EMAIL_RENDERING_ERROR', 400),
  TemplateSourceRewriteError: defineKnownError<ErrorTextDetails>('TEMPLATE_SOURCE_REWRITE_ERROR', 400),
  RequiresCustomEmailServer: defineKnownError('REQUIRES_CUSTOM_EMAIL_SERVER', 400),
  EmailCapacityBoostAlreadyActive: defineKnownError<EmailCapacityBoostAlreadyActiveDetails>('EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE', 409),
  EmailNotEditable: defineKnownError<EmailNotEditableDetails>('EMAIL_NOT_EDITABLE', 400),
  ItemNotFound: defineKnownError<ItemNotFoundDetails>('ITEM_NOT_FOUND', 404),
  ItemCustomerTypeDoesNotMatch: defineKnownError<ItemCustomerTypeDoesNotMatchDetails>('ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH', 400),
  CustomerDoesNotExist: defineKnownError<CustomerDoesNotExistDetails>('CUSTOMER_DOES_NOT_EXIST', 400),
  ProductDoesNotExist: defineKnownError<ProductDoesNotExistDetails>('PRODUCT_DOES_NOT_EXIST', 400),
  ProductCustomerTypeDoesNotMatch: defineKnownError<ProductCustomerTypeDoesNotMatchDetails>('PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH', 400),
  ProductAlreadyGranted: defineKnownError<ProductAlreadyGrantedDetails>('PRODUCT_ALREADY_GRANTED', 400),
  SubscriptionInvoiceNotFound: defineKnownError<SubscriptionInvoiceNotFoundDetails>('SUBSCRIPTION_INVOICE_NOT_FOUND', 404),
  OneTimePurchaseNotFound: defineKnownError<OneTimePurchaseIdDetails>('ONE_TIME_PURCHASE_NOT_FOUND', 404),
  SubscriptionAlreadyRefunded: defineKnownError<SubscriptionAlreadyRefundedDetails>('SUBSCRIPTION_ALREADY_REFUNDED', 400),
  OneTimePurchaseAlreadyRefunded: defineKnownError<OneTimePurchaseIdDetails>('ONE_TIME_PURCHASE_ALREADY_REFUNDED', 400),
  TestModePurchaseNonRefundable: defineKnownError('TEST_MODE_PURCHASE_NON_REFUNDABLE', 400),
  ItemQuantityInsufficientAmount: defineKnownError<ItemQuantityInsufficientAmountDetails>('ITEM_QUANTITY_INSUFFICIENT_AMOUNT', 400),
  StripeAccountInfoNotFound: defineKnownError('STRIPE_ACCOUNT_INFO_NOT_FOUND', 404),
  DefaultPaymentMethodRequired: defineKnownError<DefaultPaymentMethodRequiredDetails>('DEFAULT_PAYMENT_METHOD_REQUIRED', 400),
  NewPurchasesBlocked: defineKnownError('NEW_PURCHASES_BLOCKED', 403),
  DataVaultStoreDoesNotExist: defineKnownError<DataVaultStoreDoesNotExistDetails>('DATA_VAULT_STORE_DOES_NOT_EXIST', 400),
  DataVaultStoreHashedKeyDoesNotExist: defineKnownError<DataVaultStoreHashedKeyDoesNotExistDetails>(
    'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST',
    400,
  ),
  AnalyticsQueryTimeout: defineKnownError<AnalyticsQueryTimeoutDetails>('ANALYTICS_QUERY_TIMEOUT', 400),
  AnalyticsQueryError: defineKnownError<ErrorTextDetails>('ANALYTICS_QUERY_ERROR', 400),
  AnalyticsNotEnabled: defineKnownError('ANALYTICS_NOT_ENABLED', 400),
  // ---- Beyond the v2.8.86 registry ----
  /** PROTOCOL.md §9: the newer server checks the invitee's email when accepting by code. */
  TeamInvitationEmailMismatch: defineKnownError('TEAM_INVITATION_EMAIL_MISMATCH', 403),
  /** SPEC.md §8 lists it; the real registry has the constructor but never sends it. */
  TeamAlreadyExists: defineKnownError<TeamIdDetails>('TEAM_ALREADY_EXISTS', 409),
};

/**
 * The wording of the errors the client itself raises without a message (the rest arrive with theirs):
 * UNSUPPORTED_ERROR for an unknown wire code, PASSKEY_WEBAUTHN_ERROR from the browser's WebAuthn
 * failure, VERIFICATION_CODE_NOT_FOUND for a missing MFA attempt code. Worded exactly as the server would.
 */
const clientWording = {
  UnsupportedError: (d: UnsupportedErrorDetails) =>
    `The error code ${d.originalErrorCode} is not supported by this client version (it was probably added in a newer version of the Stack Auth API). Please update the SDK.`,
  PasskeyWebauthnError: (d: PasskeyWebAuthnErrorDetails) => d.message,
  VerificationCodeNotFound: () => 'The verification code does not exist for this project.',
};
wordKnownErrors(KnownErrorClasses, clientWording);
/** The codes worded above; messages.ts words all the others. */
export type ClientWordedName = keyof typeof clientWording;

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
export type KnownErrorDetailsOf<N extends KnownErrorName> = (typeof KnownErrorClasses)[N] extends KnownErrorClass<infer D> ? D : never;
/** An instance of a concrete error by name, e.g. `KnownErrorInstance<'SchemaError'>`. */
export type KnownErrorInstance<N extends KnownErrorName> = InstanceType<(typeof KnownErrorClasses)[N]>;
