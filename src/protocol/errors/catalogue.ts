// Every known error of the Stack Auth API (PROTOCOL.md §7, in registry order), plus
// TEAM_INVITATION_EMAIL_MISMATCH (§9) and TEAM_ALREADY_EXISTS (SPEC.md §8), appended after the 132.
// Each code is defined here once: class, status, family, details type. The server's wording of the
// messages is in messages.ts, which the end-user script never loads (it gets messages from the wire).

import { defineKnownErrorFamily, defineKnownErrors, wordKnownErrors, type KnownErrorClass, type KnownErrorEntry, type KnownErrorFamily, type PascalCaseOfCode } from './known-error';

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
// [code, status, family]: each class is named by the PascalCase of its code (KnownErrorClasses below), so
// the code is written once; the details a code carries are in KnownErrorDetailsByCode.

const CATALOGUE = [
  ['CANNOT_DELETE_CURRENT_SESSION', 400, RefreshTokenError],
  ['UNSUPPORTED_ERROR', 500],
  ['BODY_PARSING_ERROR', 400],
  ['SCHEMA_ERROR', 400],
  ['ALL_OVERLOADS_FAILED', 400],
  ['PERMISSION_ID_ALREADY_EXISTS', 400],
  ['CLI_AUTH_ERROR', 400],
  ['CLI_AUTH_EXPIRED_ERROR', 400],
  ['CLI_AUTH_USED_ERROR', 400],
  ['PROJECT_KEY_WITHOUT_ACCESS_TYPE', 400, InvalidProjectAuthentication],
  ['INVALID_ACCESS_TYPE', 400, InvalidProjectAuthentication],
  ['ACCESS_TYPE_WITHOUT_PROJECT_ID', 400, InvalidProjectAuthentication],
  ['ACCESS_TYPE_REQUIRED', 400, InvalidProjectAuthentication],
  ['CANNOT_GET_OWN_USER_WITHOUT_USER', 400],
  ['INSUFFICIENT_ACCESS_TYPE', 401, InvalidProjectAuthentication],
  ['INVALID_PUBLISHABLE_CLIENT_KEY', 401, InvalidProjectAuthentication],
  ['INVALID_SECRET_SERVER_KEY', 401, InvalidProjectAuthentication],
  ['INVALID_SUPER_SECRET_ADMIN_KEY', 401, InvalidProjectAuthentication],
  ['UNPARSABLE_ADMIN_ACCESS_TOKEN', 401, InvalidAdminAccessToken],
  ['ADMIN_ACCESS_TOKEN_EXPIRED', 401, InvalidAdminAccessToken],
  ['INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN', 401, InvalidAdminAccessToken],
  ['ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 401, InvalidAdminAccessToken],
  ['CLIENT_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired],
  ['PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', 401, ProjectAuthenticationRequired],
  ['SERVER_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired],
  ['CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired],
  ['CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired],
  ['CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired],
  ['ADMIN_AUTHENTICATION_REQUIRED', 401, ProjectAuthenticationRequired],
  ['EXPECTED_INTERNAL_PROJECT', 401, ProjectAuthenticationError],
  ['UNPARSABLE_ACCESS_TOKEN', 401, InvalidAccessToken],
  ['ACCESS_TOKEN_EXPIRED', 401, InvalidAccessToken],
  ['INVALID_PROJECT_FOR_ACCESS_TOKEN', 401, InvalidAccessToken],
  ['PROVIDER_REJECTED', 401, RefreshTokenError],
  ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401, RefreshTokenError],
  ['USER_EMAIL_ALREADY_EXISTS', 409],
  ['EMAIL_NOT_VERIFIED', 400],
  ['USER_ID_DOES_NOT_EXIST', 400],
  ['USER_NOT_FOUND', 404],
  ['RESTRICTED_USER_NOT_ALLOWED', 403],
  ['API_KEY_NOT_FOUND', 404, ApiKeyNotValid],
  ['PUBLIC_API_KEY_CANNOT_BE_REVOKED', 400, ApiKeyNotValid],
  ['PROJECT_NOT_FOUND', 404],
  ['CURRENT_PROJECT_NOT_FOUND', 400],
  ['BRANCH_DOES_NOT_EXIST', 400],
  ['SIGN_UP_NOT_ENABLED', 400],
  ['SIGN_UP_REJECTED', 403],
  ['BOT_CHALLENGE_REQUIRED', 409],
  ['BOT_CHALLENGE_FAILED', 400],
  ['PASSWORD_AUTHENTICATION_NOT_ENABLED', 400],
  ['PASSKEY_AUTHENTICATION_NOT_ENABLED', 400],
  ['ANONYMOUS_ACCOUNTS_NOT_ENABLED', 400],
  ['ANONYMOUS_AUTHENTICATION_NOT_ALLOWED', 401],
  ['EMAIL_PASSWORD_MISMATCH', 400],
  ['REDIRECT_URL_NOT_WHITELISTED', 400],
  ['PASSWORD_TOO_SHORT', 400, PasswordRequirementsNotMet],
  ['PASSWORD_TOO_LONG', 400, PasswordRequirementsNotMet],
  ['USER_DOES_NOT_HAVE_PASSWORD', 400],
  ['VERIFICATION_CODE_NOT_FOUND', 404, VerificationError],
  ['VERIFICATION_CODE_EXPIRED', 400, VerificationError],
  ['VERIFICATION_CODE_ALREADY_USED', 409, VerificationError],
  ['VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 400, VerificationError],
  ['PASSWORD_CONFIRMATION_MISMATCH', 400],
  ['EMAIL_ALREADY_VERIFIED', 409],
  ['EMAIL_NOT_ASSOCIATED_WITH_USER', 400],
  ['EMAIL_IS_NOT_PRIMARY_EMAIL', 400],
  ['PASSKEY_REGISTRATION_FAILED', 400],
  ['PASSKEY_WEBAUTHN_ERROR', 400],
  ['PASSKEY_AUTHENTICATION_FAILED', 400],
  ['PERMISSION_NOT_FOUND', 404],
  ['WRONG_PERMISSION_SCOPE', 404],
  ['CONTAINED_PERMISSION_NOT_FOUND', 400],
  ['TEAM_NOT_FOUND', 404],
  ['TEAM_MEMBERSHIP_NOT_FOUND', 404],
  ['TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', 403],
  ['EMAIL_TEMPLATE_ALREADY_EXISTS', 409],
  ['OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 400],
  ['OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 409],
  ['OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400],
  ['OAUTH_ACCESS_TOKEN_NOT_AVAILABLE', 400],
  ['OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 400],
  ['OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 400],
  ['INVALID_OAUTH_CLIENT_ID_OR_SECRET', 400],
  ['INVALID_SCOPE', 400],
  ['USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION', 409],
  ['OUTER_OAUTH_TIMEOUT', 408],
  ['OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400],
  ['APPLE_BUNDLE_ID_NOT_CONFIGURED', 400],
  ['OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 400],
  ['MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400],
  ['INVALID_TOTP_CODE', 400],
  ['USER_AUTHENTICATION_REQUIRED', 401],
  ['TEAM_MEMBERSHIP_ALREADY_EXISTS', 409],
  ['PROJECT_PERMISSION_REQUIRED', 401],
  ['TEAM_PERMISSION_REQUIRED', 401],
  ['INVALID_SHARED_OAUTH_PROVIDER_ID', 400],
  ['INVALID_STANDARD_OAUTH_PROVIDER_ID', 400],
  ['INVALID_AUTHORIZATION_CODE', 400],
  ['INVALID_APPLE_CREDENTIALS', 400],
  ['TEAM_PERMISSION_NOT_FOUND', 401],
  ['OAUTH_PROVIDER_ACCESS_DENIED', 400],
  ['OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE', 503],
  ['CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 409],
  ['INVALID_POLLING_CODE', 400],
  ['API_KEY_EXPIRED', 401, ApiKeyNotValid],
  ['API_KEY_REVOKED', 401, ApiKeyNotValid],
  ['WRONG_API_KEY_TYPE', 400, ApiKeyNotValid],
  ['EMAIL_RENDERING_ERROR', 400],
  ['TEMPLATE_SOURCE_REWRITE_ERROR', 400],
  ['REQUIRES_CUSTOM_EMAIL_SERVER', 400],
  ['EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE', 409],
  ['EMAIL_NOT_EDITABLE', 400],
  ['ITEM_NOT_FOUND', 404],
  ['ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH', 400],
  ['CUSTOMER_DOES_NOT_EXIST', 400],
  ['PRODUCT_DOES_NOT_EXIST', 400],
  ['PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH', 400],
  ['PRODUCT_ALREADY_GRANTED', 400],
  ['SUBSCRIPTION_INVOICE_NOT_FOUND', 404],
  ['ONE_TIME_PURCHASE_NOT_FOUND', 404],
  ['SUBSCRIPTION_ALREADY_REFUNDED', 400],
  ['ONE_TIME_PURCHASE_ALREADY_REFUNDED', 400],
  ['TEST_MODE_PURCHASE_NON_REFUNDABLE', 400],
  ['ITEM_QUANTITY_INSUFFICIENT_AMOUNT', 400],
  ['STRIPE_ACCOUNT_INFO_NOT_FOUND', 404],
  ['DEFAULT_PAYMENT_METHOD_REQUIRED', 400],
  ['NEW_PURCHASES_BLOCKED', 403],
  ['DATA_VAULT_STORE_DOES_NOT_EXIST', 400],
  ['DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST', 400],
  ['ANALYTICS_QUERY_TIMEOUT', 400],
  ['ANALYTICS_QUERY_ERROR', 400],
  ['ANALYTICS_NOT_ENABLED', 400],
  // ---- Beyond the v2.8.86 registry ----
  // PROTOCOL.md §9: the newer server checks the invitee's email when accepting by code.
  ['TEAM_INVITATION_EMAIL_MISMATCH', 403],
  // SPEC.md §8 lists it; the real registry has the constructor but never sends it.
  ['TEAM_ALREADY_EXISTS', 409],
  // Emulator extension 'mfa-recovery-codes' (docs/emulator.md "Extensions").
  ['INVALID_MFA_RECOVERY_CODE', 400],
  ['MFA_NOT_ENABLED', 400],
] as const satisfies readonly KnownErrorEntry[];

/** The details each code carries on the wire; a code not listed carries none. */
export interface KnownErrorDetailsByCode {
  UNSUPPORTED_ERROR: UnsupportedErrorDetails;
  SCHEMA_ERROR: SchemaErrorDetails;
  ALL_OVERLOADS_FAILED: AllOverloadsFailedDetails;
  PERMISSION_ID_ALREADY_EXISTS: PermissionIdAlreadyExistsDetails;
  ACCESS_TYPE_WITHOUT_PROJECT_ID: AccessTypeWithoutProjectIdDetails;
  INSUFFICIENT_ACCESS_TYPE: InsufficientAccessTypeDetails;
  INVALID_PUBLISHABLE_CLIENT_KEY: ProjectIdDetails;
  INVALID_SECRET_SERVER_KEY: ProjectIdDetails;
  INVALID_SUPER_SECRET_ADMIN_KEY: ProjectIdDetails;
  ADMIN_ACCESS_TOKEN_EXPIRED: AdminAccessTokenExpiredDetails;
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: PublishableClientKeyRequiredForProjectDetails;
  ACCESS_TOKEN_EXPIRED: AccessTokenExpiredDetails;
  INVALID_PROJECT_FOR_ACCESS_TOKEN: InvalidProjectForAccessTokenDetails;
  USER_EMAIL_ALREADY_EXISTS: UserEmailAlreadyExistsDetails;
  USER_ID_DOES_NOT_EXIST: UserIdDoesNotExistDetails;
  RESTRICTED_USER_NOT_ALLOWED: RestrictedUserNotAllowedDetails;
  PROJECT_NOT_FOUND: ProjectIdDetails;
  CURRENT_PROJECT_NOT_FOUND: ProjectIdDetails;
  BRANCH_DOES_NOT_EXIST: BranchDoesNotExistDetails;
  SIGN_UP_REJECTED: MessageDetails;
  BOT_CHALLENGE_FAILED: MessageDetails;
  PASSWORD_TOO_SHORT: PasswordTooShortDetails;
  PASSWORD_TOO_LONG: PasswordTooLongDetails;
  EMAIL_IS_NOT_PRIMARY_EMAIL: EmailIsNotPrimaryEmailDetails;
  PASSKEY_WEBAUTHN_ERROR: PasskeyWebAuthnErrorDetails;
  PERMISSION_NOT_FOUND: PermissionIdDetails;
  WRONG_PERMISSION_SCOPE: WrongPermissionScopeDetails;
  CONTAINED_PERMISSION_NOT_FOUND: PermissionIdDetails;
  TEAM_NOT_FOUND: TeamIdDetails;
  TEAM_MEMBERSHIP_NOT_FOUND: TeamMembershipNotFoundDetails;
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: RestrictedUserNotAllowedDetails;
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: OAuthAccessTokenNotAvailableDetails;
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: InvalidOAuthClientIdOrSecretDetails;
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: MultiFactorAuthenticationRequiredDetails;
  PROJECT_PERMISSION_REQUIRED: ProjectPermissionRequiredDetails;
  TEAM_PERMISSION_REQUIRED: TeamPermissionDetails;
  INVALID_SHARED_OAUTH_PROVIDER_ID: ProviderIdDetails;
  INVALID_STANDARD_OAUTH_PROVIDER_ID: ProviderIdDetails;
  TEAM_PERMISSION_NOT_FOUND: TeamPermissionDetails;
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: ContactChannelAlreadyUsedForAuthBySomeoneElseDetails;
  WRONG_API_KEY_TYPE: WrongApiKeyTypeDetails;
  EMAIL_RENDERING_ERROR: ErrorTextDetails;
  TEMPLATE_SOURCE_REWRITE_ERROR: ErrorTextDetails;
  EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE: EmailCapacityBoostAlreadyActiveDetails;
  EMAIL_NOT_EDITABLE: EmailNotEditableDetails;
  ITEM_NOT_FOUND: ItemNotFoundDetails;
  ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH: ItemCustomerTypeDoesNotMatchDetails;
  CUSTOMER_DOES_NOT_EXIST: CustomerDoesNotExistDetails;
  PRODUCT_DOES_NOT_EXIST: ProductDoesNotExistDetails;
  PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH: ProductCustomerTypeDoesNotMatchDetails;
  PRODUCT_ALREADY_GRANTED: ProductAlreadyGrantedDetails;
  SUBSCRIPTION_INVOICE_NOT_FOUND: SubscriptionInvoiceNotFoundDetails;
  ONE_TIME_PURCHASE_NOT_FOUND: OneTimePurchaseIdDetails;
  SUBSCRIPTION_ALREADY_REFUNDED: SubscriptionAlreadyRefundedDetails;
  ONE_TIME_PURCHASE_ALREADY_REFUNDED: OneTimePurchaseIdDetails;
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: ItemQuantityInsufficientAmountDetails;
  DEFAULT_PAYMENT_METHOD_REQUIRED: DefaultPaymentMethodRequiredDetails;
  DATA_VAULT_STORE_DOES_NOT_EXIST: DataVaultStoreDoesNotExistDetails;
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: DataVaultStoreHashedKeyDoesNotExistDetails;
  ANALYTICS_QUERY_TIMEOUT: AnalyticsQueryTimeoutDetails;
  ANALYTICS_QUERY_ERROR: ErrorTextDetails;
  TEAM_ALREADY_EXISTS: TeamIdDetails;
}

/** Every concrete code of the catalogue. */
export type KnownErrorCode = (typeof CATALOGUE)[number][0];

// Every code with details is in the catalogue (a misspelt key fails here).
const detailsAreForKnownCodes: Exclude<keyof KnownErrorDetailsByCode, KnownErrorCode> extends never ? true : never = true;
void detailsAreForKnownCodes;

type DetailsFor<C extends string> = C extends keyof KnownErrorDetailsByCode ? KnownErrorDetailsByCode[C] : undefined;

/** Every concrete known error class by the PascalCase of its code, in registry order. */
export const KnownErrorClasses = defineKnownErrors<{ [C in KnownErrorCode as PascalCaseOfCode<C>]: KnownErrorClass<DetailsFor<C>> }>(CATALOGUE);

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

/** A class name as the official SDK spells it: 'OauthProviderAccessDenied' -> 'OAuthProviderAccessDenied'. */
type OAuthSpelling<S extends string> = S extends `${infer Before}Oauth${infer After}` ? `${Before}OAuth${OAuthSpelling<After>}` : S;
type OauthName = Extract<keyof typeof KnownErrorClasses, `${string}Oauth${string}`>;

/** Names the official SDK and SPEC.md use where they differ from the mechanical PascalCase of the code. */
const RENAMED: Readonly<Record<string, string>> = {
  UserEmailAlreadyExists: 'UserWithEmailAlreadyExists',
  WrongPermissionScope: 'PermissionScopeMismatch',
  PasskeyWebauthnError: 'PasskeyWebAuthnError',
  InvalidPollingCode: 'InvalidPollingCodeError',
};
type Aliases = { [N in OauthName as OAuthSpelling<N>]: (typeof KnownErrorClasses)[N] } & {
  readonly UserWithEmailAlreadyExists: typeof KnownErrorClasses.UserEmailAlreadyExists;
  readonly PermissionScopeMismatch: typeof KnownErrorClasses.WrongPermissionScope;
  readonly PasskeyWebAuthnError: typeof KnownErrorClasses.PasskeyWebauthnError;
  readonly InvalidPollingCodeError: typeof KnownErrorClasses.InvalidPollingCode;
  readonly VerificationCodeError: typeof VerificationError;
};

// Property descriptors, not values: the catalogue's classes are getters that make each class on first use.
const classDescriptors = Object.getOwnPropertyDescriptors(KnownErrorClasses);
const aliasDescriptors = Object.fromEntries(
  Object.entries(classDescriptors).flatMap(([name, descriptor]) =>
    [name.includes('Oauth') ? name.replaceAll('Oauth', 'OAuth') : undefined, RENAMED[name]].flatMap((alias) => (alias ? [[alias, descriptor]] : [])),
  ),
);

/**
 * Every known error class by the PascalCase of its code (e.g. `KnownErrors.PasswordTooShort`), the
 * abstract families (e.g. `KnownErrors.RefreshTokenError`), and the official SDK's spellings as aliases
 * (every "Oauth" also as "OAuth", and the names above).
 */
export const KnownErrors = Object.defineProperties(
  { ...KnownErrorFamilies, VerificationCodeError: VerificationError },
  { ...classDescriptors, ...aliasDescriptors },
) as typeof KnownErrorClasses & typeof KnownErrorFamilies & Aliases;

export type KnownErrorName = keyof typeof KnownErrorClasses;
/** The details type of a concrete error by name, e.g. `KnownErrorDetailsOf<'PasswordTooShort'>`. */
export type KnownErrorDetailsOf<N extends KnownErrorName> = (typeof KnownErrorClasses)[N] extends KnownErrorClass<infer D> ? D : never;
/** An instance of a concrete error by name, e.g. `KnownErrorInstance<'SchemaError'>`. */
export type KnownErrorInstance<N extends KnownErrorName> = InstanceType<(typeof KnownErrorClasses)[N]>;
