import { describe, expect, it } from 'vitest';
import {
  KnownError,
  KnownErrors,
  KnownErrorClasses,
  knownErrorClassFor,
  knownErrorCodes,
  knownErrorFromWire,
  knownErrorResponse,
  invalidAccessTypeMessage,
} from '../../../src/protocol/errors';

import { PROTOCOL_CODES, SAMPLE_DETAILS } from './known-error-samples';

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

  it.each(knownErrorCodes())('round-trips %s through knownErrorResponse and knownErrorFromWire', (code) => {
    const original = build(code);
    const response = knownErrorResponse(original);
    expect(response.status).toBe(original.status);
    expect(response.headers['x-stack-known-error']).toBe(code);
    expect(response.headers).not.toHaveProperty('x-hexclave-known-error');
    expect(knownErrorResponse(original, 'hexclave').headers['x-hexclave-known-error']).toBe(code);
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
    expect(JSON.parse(knownErrorResponse(err).body)).not.toHaveProperty('details');
    expect(knownErrorResponse(err).body).toBe('{\n  "code": "EMAIL_PASSWORD_MISMATCH",\n  "error": "Wrong e-mail or password."\n}');
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

describe('classes made on first use', () => {
  it('names every catalogue class through a getter, copies included, and hands out one class per code', () => {
    for (const source of [KnownErrorClasses, KnownErrors] as object[]) {
      expect(typeof Object.getOwnPropertyDescriptor(source, 'PasswordTooShort')?.get).toBe('function');
    }
    expect(typeof Object.getOwnPropertyDescriptor(KnownErrors, 'OAuthProviderAccessDenied')?.get).toBe('function');
    expect(KnownErrors.PasswordTooShort).toBe(KnownErrorClasses.PasswordTooShort);
    expect(knownErrorClassFor('PASSWORD_TOO_SHORT')).toBe(KnownErrors.PasswordTooShort);
    expect(KnownErrors.UserWithEmailAlreadyExists).toBe(KnownErrors.UserEmailAlreadyExists);
    expect(new KnownErrors.PasswordTooShort({ min_length: 8 })).toBeInstanceOf(KnownErrors.PasswordRequirementsNotMet);
  });
});
