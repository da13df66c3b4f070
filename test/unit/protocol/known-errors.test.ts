import { describe, expect, it } from 'vitest';
import {
  KnownError,
  KnownErrors,
  KnownErrorClasses,
  knownErrorClassFor,
  knownErrorCodes,
  knownErrorFromWire,
  invalidAccessTypeMessage,
  type KnownErrorDetails,
} from '../../../src/protocol/errors';

// The 132 concrete codes of PROTOCOL.md §7, in registry order.
const PROTOCOL_CODES = [
  'CANNOT_DELETE_CURRENT_SESSION',
  'UNSUPPORTED_ERROR',
  'BODY_PARSING_ERROR',
  'SCHEMA_ERROR',
  'ALL_OVERLOADS_FAILED',
  'PERMISSION_ID_ALREADY_EXISTS',
  'CLI_AUTH_ERROR',
  'CLI_AUTH_EXPIRED_ERROR',
  'CLI_AUTH_USED_ERROR',
  'PROJECT_KEY_WITHOUT_ACCESS_TYPE',
  'INVALID_ACCESS_TYPE',
  'ACCESS_TYPE_WITHOUT_PROJECT_ID',
  'ACCESS_TYPE_REQUIRED',
  'CANNOT_GET_OWN_USER_WITHOUT_USER',
  'INSUFFICIENT_ACCESS_TYPE',
  'INVALID_PUBLISHABLE_CLIENT_KEY',
  'INVALID_SECRET_SERVER_KEY',
  'INVALID_SUPER_SECRET_ADMIN_KEY',
  'UNPARSABLE_ADMIN_ACCESS_TOKEN',
  'ADMIN_ACCESS_TOKEN_EXPIRED',
  'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN',
  'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN',
  'CLIENT_AUTHENTICATION_REQUIRED',
  'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT',
  'SERVER_AUTHENTICATION_REQUIRED',
  'CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED',
  'CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED',
  'CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED',
  'ADMIN_AUTHENTICATION_REQUIRED',
  'EXPECTED_INTERNAL_PROJECT',
  'UNPARSABLE_ACCESS_TOKEN',
  'ACCESS_TOKEN_EXPIRED',
  'INVALID_PROJECT_FOR_ACCESS_TOKEN',
  'PROVIDER_REJECTED',
  'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
  'USER_EMAIL_ALREADY_EXISTS',
  'EMAIL_NOT_VERIFIED',
  'USER_ID_DOES_NOT_EXIST',
  'USER_NOT_FOUND',
  'RESTRICTED_USER_NOT_ALLOWED',
  'API_KEY_NOT_FOUND',
  'PUBLIC_API_KEY_CANNOT_BE_REVOKED',
  'PROJECT_NOT_FOUND',
  'CURRENT_PROJECT_NOT_FOUND',
  'BRANCH_DOES_NOT_EXIST',
  'SIGN_UP_NOT_ENABLED',
  'SIGN_UP_REJECTED',
  'BOT_CHALLENGE_REQUIRED',
  'BOT_CHALLENGE_FAILED',
  'PASSWORD_AUTHENTICATION_NOT_ENABLED',
  'PASSKEY_AUTHENTICATION_NOT_ENABLED',
  'ANONYMOUS_ACCOUNTS_NOT_ENABLED',
  'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED',
  'EMAIL_PASSWORD_MISMATCH',
  'REDIRECT_URL_NOT_WHITELISTED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'USER_DOES_NOT_HAVE_PASSWORD',
  'VERIFICATION_CODE_NOT_FOUND',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_CODE_ALREADY_USED',
  'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED',
  'PASSWORD_CONFIRMATION_MISMATCH',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_NOT_ASSOCIATED_WITH_USER',
  'EMAIL_IS_NOT_PRIMARY_EMAIL',
  'PASSKEY_REGISTRATION_FAILED',
  'PASSKEY_WEBAUTHN_ERROR',
  'PASSKEY_AUTHENTICATION_FAILED',
  'PERMISSION_NOT_FOUND',
  'WRONG_PERMISSION_SCOPE',
  'CONTAINED_PERMISSION_NOT_FOUND',
  'TEAM_NOT_FOUND',
  'TEAM_MEMBERSHIP_NOT_FOUND',
  'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
  'EMAIL_TEMPLATE_ALREADY_EXISTS',
  'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER',
  'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER',
  'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE',
  'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE',
  'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS',
  'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS',
  'INVALID_OAUTH_CLIENT_ID_OR_SECRET',
  'INVALID_SCOPE',
  'USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION',
  'OUTER_OAUTH_TIMEOUT',
  'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED',
  'APPLE_BUNDLE_ID_NOT_CONFIGURED',
  'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN',
  'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
  'INVALID_TOTP_CODE',
  'USER_AUTHENTICATION_REQUIRED',
  'TEAM_MEMBERSHIP_ALREADY_EXISTS',
  'PROJECT_PERMISSION_REQUIRED',
  'TEAM_PERMISSION_REQUIRED',
  'INVALID_SHARED_OAUTH_PROVIDER_ID',
  'INVALID_STANDARD_OAUTH_PROVIDER_ID',
  'INVALID_AUTHORIZATION_CODE',
  'INVALID_APPLE_CREDENTIALS',
  'TEAM_PERMISSION_NOT_FOUND',
  'OAUTH_PROVIDER_ACCESS_DENIED',
  'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE',
  'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
  'INVALID_POLLING_CODE',
  'API_KEY_EXPIRED',
  'API_KEY_REVOKED',
  'WRONG_API_KEY_TYPE',
  'EMAIL_RENDERING_ERROR',
  'TEMPLATE_SOURCE_REWRITE_ERROR',
  'REQUIRES_CUSTOM_EMAIL_SERVER',
  'EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE',
  'EMAIL_NOT_EDITABLE',
  'ITEM_NOT_FOUND',
  'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH',
  'CUSTOMER_DOES_NOT_EXIST',
  'PRODUCT_DOES_NOT_EXIST',
  'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH',
  'PRODUCT_ALREADY_GRANTED',
  'SUBSCRIPTION_INVOICE_NOT_FOUND',
  'ONE_TIME_PURCHASE_NOT_FOUND',
  'SUBSCRIPTION_ALREADY_REFUNDED',
  'ONE_TIME_PURCHASE_ALREADY_REFUNDED',
  'TEST_MODE_PURCHASE_NON_REFUNDABLE',
  'ITEM_QUANTITY_INSUFFICIENT_AMOUNT',
  'STRIPE_ACCOUNT_INFO_NOT_FOUND',
  'DEFAULT_PAYMENT_METHOD_REQUIRED',
  'NEW_PURCHASES_BLOCKED',
  'DATA_VAULT_STORE_DOES_NOT_EXIST',
  'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST',
  'ANALYTICS_QUERY_TIMEOUT',
  'ANALYTICS_QUERY_ERROR',
  'ANALYTICS_NOT_ENABLED',
];

// Sample details for every code that has details (snake_case keys as on the wire).
const SAMPLE_DETAILS: Record<string, KnownErrorDetails> = {
  UNSUPPORTED_ERROR: { originalErrorCode: 'SOME_FUTURE_ERROR' },
  SCHEMA_ERROR: { message: 'Request validation failed on POST /api/v1/x:\n  - body.email must be defined' },
  ALL_OVERLOADS_FAILED: { overload_errors: [{ a: 1 }, 'b'] },
  PERMISSION_ID_ALREADY_EXISTS: { permission_id: 'read' },
  ACCESS_TYPE_WITHOUT_PROJECT_ID: { request_type: 'client' },
  INSUFFICIENT_ACCESS_TYPE: { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] },
  INVALID_PUBLISHABLE_CLIENT_KEY: { project_id: 'p1' },
  INVALID_SECRET_SERVER_KEY: { project_id: 'p1' },
  INVALID_SUPER_SECRET_ADMIN_KEY: { project_id: 'p1' },
  ADMIN_ACCESS_TOKEN_EXPIRED: { expired_at_millis: 1_700_000_000_000 },
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: { project_id: 'p1' },
  ACCESS_TOKEN_EXPIRED: { expired_at_millis: 1_700_000_000_000, project_id: 'p1', user_id: 'u1', refresh_token_id: 'r1' },
  INVALID_PROJECT_FOR_ACCESS_TOKEN: { expected_project_id: 'p1', actual_project_id: 'p2' },
  USER_EMAIL_ALREADY_EXISTS: { email: 'a@b.c', would_work_if_email_was_verified: false },
  USER_ID_DOES_NOT_EXIST: { user_id: 'u1' },
  RESTRICTED_USER_NOT_ALLOWED: { restricted_reason: { type: 'anonymous' } },
  PROJECT_NOT_FOUND: { project_id: 'p1' },
  CURRENT_PROJECT_NOT_FOUND: { project_id: 'p1' },
  BRANCH_DOES_NOT_EXIST: { branch_id: 'dev' },
  SIGN_UP_REJECTED: { message: "Your sign up was rejected by an administrator's sign-up rule." },
  BOT_CHALLENGE_FAILED: { message: 'Visible bot challenge verification failed' },
  PASSWORD_TOO_SHORT: { min_length: 8 },
  PASSWORD_TOO_LONG: { maxLength: 70 },
  EMAIL_IS_NOT_PRIMARY_EMAIL: { email: 'a@b.c', primary_email: 'd@e.f' },
  PASSKEY_WEBAUTHN_ERROR: { message: 'Ceremony aborted', code: 'ERROR_CEREMONY_ABORTED' },
  PERMISSION_NOT_FOUND: { permission_id: 'read' },
  WRONG_PERMISSION_SCOPE: { permission_id: 'read', expected_scope: 'team', actual_scope: 'project' },
  CONTAINED_PERMISSION_NOT_FOUND: { permission_id: 'read' },
  TEAM_NOT_FOUND: { team_id: 't1' },
  TEAM_MEMBERSHIP_NOT_FOUND: { team_id: 't1', user_id: 'u1' },
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: { restricted_reason: { type: 'email_not_verified' } },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: { provider: 'github', details: 'boom' },
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: { client_id: 'p1' },
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: { attempt_code: 'abc' },
  PROJECT_PERMISSION_REQUIRED: { user_id: 'u1', permission_id: 'read' },
  TEAM_PERMISSION_REQUIRED: { team_id: 't1', user_id: 'u1', permission_id: 'read' },
  INVALID_SHARED_OAUTH_PROVIDER_ID: { provider_id: 'x' },
  INVALID_STANDARD_OAUTH_PROVIDER_ID: { provider_id: 'x' },
  TEAM_PERMISSION_NOT_FOUND: { team_id: 't1', user_id: 'u1', permission_id: 'read' },
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    type: 'email',
    contact_channel_value: 'a@b.c',
    would_work_if_email_was_verified: false,
  },
  WRONG_API_KEY_TYPE: { expected_type: 'user', actual_type: 'team' },
  EMAIL_RENDERING_ERROR: { error: 'bad' },
  TEMPLATE_SOURCE_REWRITE_ERROR: { error: 'bad' },
  EMAIL_CAPACITY_BOOST_ALREADY_ACTIVE: { expires_at: '2030-01-01T00:00:00.000Z' },
  EMAIL_NOT_EDITABLE: { email_id: 'e1', status: 'SENT' },
  ITEM_NOT_FOUND: { item_id: 'i1' },
  ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH: { item_id: 'i1', customer_id: 'c1', item_customer_type: 'team', actual_customer_type: 'user' },
  CUSTOMER_DOES_NOT_EXIST: { customer_id: 'c1' },
  PRODUCT_DOES_NOT_EXIST: { product_id: 'pr1', context: null },
  PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH: {
    product_id: null,
    customer_id: 'c1',
    product_customer_type: null,
    actual_customer_type: 'user',
  },
  PRODUCT_ALREADY_GRANTED: { product_id: 'pr1', customer_id: 'c1' },
  SUBSCRIPTION_INVOICE_NOT_FOUND: { subscription_invoice_id: 's1' },
  ONE_TIME_PURCHASE_NOT_FOUND: { one_time_purchase_id: 'o1' },
  SUBSCRIPTION_ALREADY_REFUNDED: { subscription_id: 's1' },
  ONE_TIME_PURCHASE_ALREADY_REFUNDED: { one_time_purchase_id: 'o1' },
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: { item_id: 'i1', customer_id: 'c1', quantity: 3 },
  DEFAULT_PAYMENT_METHOD_REQUIRED: { customer_type: 'user', customer_id: 'c1' },
  DATA_VAULT_STORE_DOES_NOT_EXIST: { store_id: 's1' },
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: { store_id: 's1', hashed_key: 'h' },
  ANALYTICS_QUERY_TIMEOUT: { timeout_ms: 1000 },
  ANALYTICS_QUERY_ERROR: { error: 'syntax error' },
  TEAM_ALREADY_EXISTS: { team_id: 't1' },
};

// Codes whose message is free text chosen by the raiser.
const FREE_TEXT = new Set(['BODY_PARSING_ERROR', 'CLI_AUTH_ERROR', 'PASSKEY_REGISTRATION_FAILED', 'PASSKEY_AUTHENTICATION_FAILED']);

const pascal = (code: string): string =>
  code
    .toLowerCase()
    .split('_')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

function build(code: string): KnownError {
  const cls = knownErrorClassFor(code);
  if (!cls) throw new Error(`no class for ${code}`);
  return FREE_TEXT.has(code) ? new cls(undefined, `free text for ${code}`) : new cls(SAMPLE_DETAILS[code]);
}

describe('known-error catalogue', () => {
  it('registers the 132 codes of PROTOCOL.md §7 in registry order, then the extra codes', () => {
    expect(PROTOCOL_CODES).toHaveLength(132);
    const codes = knownErrorCodes();
    expect(codes.slice(0, 132)).toEqual(PROTOCOL_CODES);
    expect(codes).toContain('TEAM_INVITATION_EMAIL_MISMATCH');
    expect(codes).toContain('TEAM_ALREADY_EXISTS');
  });

  it('exposes every code under the PascalCase of its code', () => {
    for (const code of knownErrorCodes()) {
      const cls = (KnownErrors as Record<string, unknown>)[pascal(code)];
      expect(cls, code).toBe(knownErrorClassFor(code));
      expect((cls as { code: string }).code).toBe(code);
    }
  });

  it.each(knownErrorCodes())('round-trips %s through toResponse and knownErrorFromWire', (code) => {
    const original = build(code);
    const response = original.toResponse();
    expect(response.status).toBe(original.status);
    expect(response.headers['x-stack-known-error']).toBe(code);
    expect(response.headers['x-hexclave-known-error']).toBe(code);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(response.body) as { code: string; details?: unknown; error: string };
    expect(body.code).toBe(response.headers['x-stack-known-error']);
    expect(Object.keys(body)).toEqual(original.details === undefined ? ['code', 'error'] : ['code', 'details', 'error']);
    expect(response.body).toBe(JSON.stringify(body, null, 2));

    const decoded = knownErrorFromWire(body);
    expect(decoded).toBeInstanceOf(knownErrorClassFor(code));
    expect(decoded).toBeInstanceOf(KnownError);
    expect(decoded).toBeInstanceOf(Error);
    expect(decoded.code).toBe(code);
    expect(decoded.status).toBe(original.status);
    expect(decoded.details).toEqual(original.details);
    expect(decoded.message).toBe(original.message);
    expect(decoded.name).toBe(pascal(code));
    // Rebuilding from details alone (no wire message) words the message identically.
    if (!FREE_TEXT.has(code)) expect(knownErrorFromWire({ code, details: body.details }).message).toBe(original.message);
  });

  it('gives the statuses of PROTOCOL.md §7 for a sample of codes', () => {
    expect(KnownErrors.UnsupportedError.status).toBe(500);
    expect(KnownErrors.OauthProviderTemporarilyUnavailable.status).toBe(503);
    expect(KnownErrors.OuterOauthTimeout.status).toBe(408);
    expect(KnownErrors.UserEmailAlreadyExists.status).toBe(409);
    expect(KnownErrors.InsufficientAccessType.status).toBe(401);
    expect(KnownErrors.VerificationCodeNotFound.status).toBe(404);
    expect(KnownErrors.RestrictedUserNotAllowed.status).toBe(403);
    expect(KnownErrors.TeamInvitationEmailMismatch.status).toBe(403);
    expect(KnownErrors.TeamAlreadyExists.status).toBe(409);
    expect(KnownErrors.CannotDeleteCurrentSession.status).toBe(400);
  });

  it('builds families so instanceof works for their children', () => {
    expect(new KnownErrors.RefreshTokenNotFoundOrExpired()).toBeInstanceOf(KnownErrors.RefreshTokenError);
    expect(new KnownErrors.CannotDeleteCurrentSession()).toBeInstanceOf(KnownErrors.RefreshTokenError);
    expect(new KnownErrors.ProviderRejected()).toBeInstanceOf(KnownErrors.RefreshTokenError);
    expect(new KnownErrors.UserNotFound()).not.toBeInstanceOf(KnownErrors.RefreshTokenError);

    const expired = new KnownErrors.AccessTokenExpired({ expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null });
    expect(expired).toBeInstanceOf(KnownErrors.InvalidAccessToken);
    expect(expired).toBeInstanceOf(KnownErrors.InvalidSessionAuthentication);
    expect(expired).toBeInstanceOf(KnownErrors.SessionAuthenticationError);
    expect(new KnownErrors.UnparsableAccessToken()).toBeInstanceOf(KnownErrors.InvalidAccessToken);
    expect(new KnownErrors.InvalidProjectForAccessToken({ expected_project_id: 'a', actual_project_id: 'b' })).toBeInstanceOf(
      KnownErrors.InvalidAccessToken,
    );
    expect(new KnownErrors.RefreshTokenNotFoundOrExpired()).not.toBeInstanceOf(KnownErrors.SessionAuthenticationError);

    const adminExpired = new KnownErrors.AdminAccessTokenExpired({ expired_at_millis: null });
    expect(adminExpired).toBeInstanceOf(KnownErrors.InvalidAdminAccessToken);
    expect(adminExpired).toBeInstanceOf(KnownErrors.InvalidProjectAuthentication);
    expect(adminExpired).toBeInstanceOf(KnownErrors.ProjectAuthenticationError);
    expect(new KnownErrors.AdminAuthenticationRequired()).toBeInstanceOf(KnownErrors.ProjectAuthenticationRequired);
    expect(new KnownErrors.AdminAuthenticationRequired()).toBeInstanceOf(KnownErrors.ProjectAuthenticationError);
    expect(new KnownErrors.AdminAuthenticationRequired()).not.toBeInstanceOf(KnownErrors.InvalidProjectAuthentication);
    expect(new KnownErrors.ExpectedInternalProject()).toBeInstanceOf(KnownErrors.ProjectAuthenticationError);
    expect(new KnownErrors.InsufficientAccessType({ actual_access_type: 'client', allowed_access_types: ['admin'] })).toBeInstanceOf(
      KnownErrors.InvalidProjectAuthentication,
    );

    expect(new KnownErrors.PasswordTooShort({ min_length: 8 })).toBeInstanceOf(KnownErrors.PasswordRequirementsNotMet);
    expect(new KnownErrors.PasswordTooLong({ maxLength: 70 })).toBeInstanceOf(KnownErrors.PasswordRequirementsNotMet);
    expect(new KnownErrors.VerificationCodeExpired()).toBeInstanceOf(KnownErrors.VerificationError);
    expect(new KnownErrors.VerificationCodeMaxAttemptsReached()).toBeInstanceOf(KnownErrors.VerificationError);
    expect(new KnownErrors.ApiKeyRevoked()).toBeInstanceOf(KnownErrors.ApiKeyNotValid);
    expect(new KnownErrors.PublicApiKeyCannotBeRevoked()).toBeInstanceOf(KnownErrors.ApiKeyNotValid);
    // Decoded errors keep the hierarchy.
    expect(knownErrorFromWire({ code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'x' })).toBeInstanceOf(KnownErrors.RefreshTokenError);
  });

  it('omits the details key when an error has none', () => {
    const err = new KnownErrors.EmailPasswordMismatch();
    expect(err.details).toBeUndefined();
    expect(err.toJSON()).toEqual({ code: 'EMAIL_PASSWORD_MISMATCH', error: 'Wrong e-mail or password.' });
    expect(JSON.parse(err.toResponse().body)).not.toHaveProperty('details');
    expect(err.toResponse().body).toBe('{\n  "code": "EMAIL_PASSWORD_MISMATCH",\n  "error": "Wrong e-mail or password."\n}');
  });

  it('words messages exactly like the real API', () => {
    expect(new KnownErrors.EmailPasswordMismatch().message).toBe('Wrong e-mail or password.');
    expect(new KnownErrors.PasswordTooShort({ min_length: 8 }).message).toBe('Password too short. Minimum length is 8.');
    expect(new KnownErrors.PasswordTooLong({ maxLength: 70 }).message).toBe('Password too long. Maximum length is 70.');
    expect(new KnownErrors.InsufficientAccessType({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }).message).toBe(
      "The x-stack-access-type header must be 'server' or 'admin', but was 'client'.",
    );
    expect(new KnownErrors.UserEmailAlreadyExists({ email: 'a@b.c', would_work_if_email_was_verified: false }).message).toBe(
      'A user with email "a@b.c" already exists.',
    );
    expect(new KnownErrors.UserEmailAlreadyExists({ email: 'a@b.c', would_work_if_email_was_verified: true }).message).toBe(
      'A user with email "a@b.c" already exists but the email is not verified. Please login to your existing account with the method you used to sign up, and then verify your email to sign in with this login method.',
    );
    const expired = new KnownErrors.AccessTokenExpired({
      expired_at_millis: Date.UTC(2024, 0, 2, 3, 4, 5),
      project_id: 'p1',
      user_id: 'u1',
      refresh_token_id: 'r1',
    });
    const [firstLine, blank, debug, ...rest] = expired.message.split('\n');
    expect(firstLine).toBe(
      'Access token has expired. Please refresh it and try again. (The access token expired at 2024-01-02T03:04:05.000Z.) Project ID: p1. User ID: u1. Refresh token ID: r1.',
    );
    expect(blank).toBe('');
    expect(debug).toMatch(/^Debug info: .*getAccessToken\(\).*refresh endpoint\.$/);
    expect(rest).toEqual([]);
    expect(
      new KnownErrors.AccessTokenExpired({ expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null }).message.split('\n')[0],
    ).toBe('Access token has expired. Please refresh it and try again.');
    expect(
      new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({
        type: 'email',
        contact_channel_value: 'a@b.c',
        would_work_if_email_was_verified: false,
      }).message,
    ).toBe('This email "(a@b.c)" is already used for authentication by another account.');
    expect(
      new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({
        type: 'email',
        contact_channel_value: null,
        would_work_if_email_was_verified: true,
      }).message,
    ).toMatch(/^This email {2}is already used for authentication by another account but the email is not verified\./);
    expect(new KnownErrors.AccessTypeWithoutProjectId({ request_type: 'client' }).message).toBe(
      "The x-stack-access-type header was 'client', but the x-stack-project-id header was not provided.\n\nFor more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication",
    );
    expect(new KnownErrors.InvalidPublishableClientKey({ project_id: 'p1' }).message).toBe(
      'The publishable key is not valid for the project "p1". Does the project and/or the key exist?',
    );
    expect(new KnownErrors.WrongPermissionScope({ permission_id: 'read', expected_scope: 'team', actual_scope: 'project' }).message).toBe(
      'Permission "read" not found. (It was found for a different scope "project", but scope "team" was expected.)',
    );
    expect(invalidAccessTypeMessage('bogus')).toBe("The x-stack-access-type header must be 'client', 'server', or 'admin', but was 'bogus'.");
    expect(new KnownErrors.SchemaError({ message: 'body.email must be defined' }).message).toBe('body.email must be defined');
    expect(new KnownErrors.BodyParsingError(undefined, 'Invalid JSON in request body').message).toBe('Invalid JSON in request body');
    expect(new KnownErrors.CliAuthExpiredError().message).toBe('CLI authentication request expired. Please try again.');
  });

  it('turns an unknown code into UNSUPPORTED_ERROR naming it', () => {
    const err = knownErrorFromWire({ code: 'BRAND_NEW_ERROR', details: { x: 1 }, error: 'Something new.' });
    expect(err).toBeInstanceOf(KnownErrors.UnsupportedError);
    expect(err.code).toBe('UNSUPPORTED_ERROR');
    expect(err.status).toBe(500);
    expect(err.details).toEqual({ originalErrorCode: 'BRAND_NEW_ERROR' });
    expect(err.message).toContain('BRAND_NEW_ERROR');
    expect(err.message).toMatch(/not supported by this client version/);
  });

  it('throws a plain Error for malformed bodies', () => {
    for (const bad of [null, 'text', 42, [], {}, { code: 5 }, { code: '' }, { code: 'USER_NOT_FOUND', details: 'x' }]) {
      let thrown: unknown;
      try {
        knownErrorFromWire(bad);
      } catch (e) {
        thrown = e;
      }
      expect(thrown, JSON.stringify(bad)).toBeInstanceOf(Error);
      expect(thrown).not.toBeInstanceOf(KnownError);
    }
  });

  it('keeps a wire message over the locally worded one', () => {
    const err = knownErrorFromWire({ code: 'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE', error: 'Please try again later.' });
    expect(err.message).toBe('Please try again later.');
  });

  it('offers the official SDK spellings as aliases', () => {
    expect(KnownErrors.OAuthConnectionDoesNotHaveRequiredScope).toBe(KnownErrorClasses.OauthConnectionDoesNotHaveRequiredScope);
    expect(KnownErrors.UserWithEmailAlreadyExists).toBe(KnownErrors.UserEmailAlreadyExists);
    expect(KnownErrors.VerificationCodeError).toBe(KnownErrors.VerificationError);
  });
});
