import { describe, expect, it } from 'vitest';
import { RequestTimeoutError, StackConnectionError, StackHttpError, UnexpectedAnswerError } from '../../../../src/core/http';
import { KnownErrors, knownErrorClassFor, knownErrorCodes, type KnownError } from '../../../../src/protocol/errors';
import { formatSchemaErrors } from '../../../../src/protocol/schema';
import { describeFailure, errorToText, isNetworkFailure, type FieldName } from '../../../../src/react/errors';
import { en, translatorFor } from '../../../../src/react/i18n';

const t = translatorFor('en');
/** Text that belongs to developers: codes, field paths, endpoints, schema words, placeholders. */
const DEVELOPER_TEXT = [/\b[A-Z]{2,}(_[A-Z0-9]+)+\b/, /\b(body|query|auth|headers)\.[a-z_]/, /\/api\/v1/, /schema/i, /\{\w+\}/, /x-stack/i];
const SENTENCES = new Set<string>(Object.values(en));

function expectPeopleWords(message: string): void {
  expect(message.trim()).not.toBe('');
  for (const pattern of DEVELOPER_TEXT) expect(message, `${JSON.stringify(message)} matches ${pattern}`).not.toMatch(pattern);
}

/** A known error as a server would send it, with developer text as its wire message. */
function fromWire(code: string, details: Record<string, unknown> = {}, message?: string): KnownError {
  const cls = knownErrorClassFor(code);
  if (!cls) throw new Error(`unknown code ${code}`);
  return new cls(details as never, message ?? `${code}: failed on POST /api/v1/x (body.field must be defined; see the schema)`);
}

const schemaError = (method: string, path: string, ...problems: string[]): KnownError => {
  const text = formatSchemaErrors(method, path, problems);
  return new KnownErrors.SchemaError({ message: text }, text);
};

describe('describeFailure: every known error of the catalogue', () => {
  const codes = knownErrorCodes();

  it('covers the whole catalogue', () => {
    expect(codes.length).toBeGreaterThan(130);
  });

  it.each([false, true])('maps each code to a sentence of the table without code-like text (link: %s)', (link) => {
    for (const code of codes) {
      const error = fromWire(code);
      const words = describeFailure(error, t, { link });
      expectPeopleWords(words.message);
      expect(words.message).not.toBe(error.message);
      // Whole sentences from the i18n table (placeholders filled), so every locale can translate them.
      if (!['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'].includes(code)) expect(SENTENCES.has(words.message), `${code}: ${words.message}`).toBe(true);
      // The code is kept apart, for the console and event details.
      expect(words.code).toBe(code);
    }
  });

  it('gives developer-only codes the one "not set up" sentence', () => {
    const setup = "This site's sign-in is not set up correctly. Please contact the site owner.";
    for (const code of ['INVALID_PUBLISHABLE_CLIENT_KEY', 'ACCESS_TYPE_REQUIRED', 'ADMIN_ACCESS_TOKEN_EXPIRED', 'PROJECT_NOT_FOUND', 'REDIRECT_URL_NOT_WHITELISTED']) {
      expect(describeFailure(fromWire(code), t).message).toBe(setup);
    }
  });

  it('keeps the SPEC.md §5 password sentences with the server bound, on the password field', () => {
    expect(describeFailure(new KnownErrors.PasswordTooShort({ min_length: 12 }), t)).toEqual({
      message: 'Password too short. Minimum length is 12.',
      field: 'password',
      code: 'PASSWORD_TOO_SHORT',
    });
    expect(describeFailure(new KnownErrors.PasswordTooLong({ maxLength: 70 }), t).message).toBe('Password too long. Maximum length is 70.');
    expect(describeFailure(new KnownErrors.EmailPasswordMismatch(), t).message).toBe('Wrong e-mail or password.');
  });

  it('names the field of the person-facing errors', () => {
    const cases: [KnownError, FieldName][] = [
      [new KnownErrors.UserEmailAlreadyExists({ email: 'a@b.co', would_work_if_email_was_verified: false }), 'email'],
      [new KnownErrors.VerificationCodeExpired(), 'code'],
      [new KnownErrors.InvalidTotpCode(), 'code'],
      [new KnownErrors.PasswordConfirmationMismatch(), 'password'],
    ];
    for (const [error, field] of cases) expect(describeFailure(error, t).field).toBe(field);
  });

  it('words a verification code as a typed code, or as a link when it came in one', () => {
    const expired = new KnownErrors.VerificationCodeExpired();
    expect(describeFailure(expired, t).message).toBe(en['magicLink.codeExpired']);
    expect(describeFailure(expired, t, { link: true }).message).toBe(en['code.expired']);
  });
});

describe('describeFailure: SCHEMA_ERROR text as the emulator words it', () => {
  const rows: { name: string; error: KnownError; link?: boolean; field: FieldName | undefined; message: string }[] = [
    {
      name: 'malformed reset code in a link',
      error: schemaError('POST', '/api/v1/auth/password/reset/check-code', 'body.code must be exactly 45 characters'),
      link: true,
      field: 'code',
      message: 'This link is incomplete or damaged. Open the latest e-mail again.',
    },
    {
      name: 'malformed typed code',
      error: schemaError('POST', '/api/v1/auth/otp/sign-in', 'body.code must be exactly 45 characters'),
      field: 'code',
      message: 'Enter the code exactly as you received it.',
    },
    {
      name: 'sign-up with a bad e-mail',
      error: schemaError('POST', '/api/v1/auth/password/sign-up', 'body.email must be a valid email'),
      field: 'email',
      message: 'Enter a valid e-mail address.',
    },
    {
      name: 'invitation to a bad e-mail',
      error: schemaError('POST', '/api/v1/team-invitations/send-code', 'body.email must be a valid email'),
      field: 'email',
      message: 'Enter a valid e-mail address.',
    },
    {
      name: 'empty e-mail',
      error: schemaError('POST', '/api/v1/auth/password/send-reset-code', 'body.email must not be empty'),
      field: 'email',
      message: 'Enter a valid e-mail address.',
    },
    {
      name: 'new e-mail address of a contact channel',
      error: schemaError('POST', '/api/v1/contact-channels', 'body.value must be a valid email'),
      field: 'email',
      message: 'Enter a valid e-mail address.',
    },
    {
      name: 'new password too long on update',
      error: schemaError('POST', '/api/v1/auth/password/update', 'body.new_password must be at most 70 characters'),
      field: 'newPassword',
      message: 'Password too long. Maximum length is 70.',
    },
    {
      name: 'password missing on reset',
      error: schemaError('POST', '/api/v1/auth/password/reset', 'body.password must be defined'),
      field: 'newPassword',
      message: 'Please enter a new password.',
    },
    {
      name: 'team name empty',
      error: schemaError('POST', '/api/v1/teams', 'body.display_name must not be empty'),
      field: 'teamName',
      message: 'Enter a team name.',
    },
    {
      name: 'display name too long',
      error: schemaError('PATCH', '/api/v1/users/me', 'body.display_name must be at most 256 characters'),
      field: 'displayName',
      message: 'This is too long. Use at most 256 characters.',
    },
    {
      name: 'API key without description',
      error: schemaError('POST', '/api/v1/user-api-keys', 'body.description must be defined'),
      field: 'apiKeyDescription',
      message: en['settings.apiKeys.descriptionRequired'],
    },
    {
      name: 'API key expiry over the maximum',
      error: schemaError('POST', '/api/v1/user-api-keys', 'body.expires_in_millis must be less than or equal to 31708800000', 'body.expires_at_millis must be a number'),
      field: 'expiresAt',
      message: 'Choose a valid expiry date.',
    },
    {
      name: 'profile image refused',
      error: schemaError('PATCH', '/api/v1/users/me', 'body.profile_image_url must be a string'),
      field: 'profileImage',
      message: en['settings.profile.imageRejected'],
    },
    {
      name: 'a field behind an unknown property: the field wins',
      error: schemaError('POST', '/api/v1/auth/password/sign-up', 'body contains unknown properties: bot_challenge', 'body.email must be a valid email'),
      field: 'email',
      message: 'Enter a valid e-mail address.',
    },
    {
      name: 'no signed-in user',
      error: schemaError('POST', '/api/v1/auth/password/update', 'auth.user must be defined'),
      field: undefined,
      message: 'Your session has ended. Please sign in again.',
    },
    {
      name: 'a callback URL the site chose',
      error: schemaError('POST', '/api/v1/auth/otp/send-sign-in-code', 'body.callback_url is not a valid URL'),
      field: undefined,
      message: "This site's sign-in is not set up correctly. Please contact the site owner.",
    },
    {
      name: 'unknown properties only',
      error: schemaError('PATCH', '/api/v1/users/me', 'body contains unknown properties: server_metadata'),
      field: undefined,
      message: 'Some of what you entered is not valid. Please check it and try again.',
    },
    {
      name: 'a free-text SCHEMA_ERROR',
      error: new KnownErrors.SchemaError({ message: 'user_id is required for user API keys' }, 'user_id is required for user API keys'),
      field: undefined,
      message: 'Some of what you entered is not valid. Please check it and try again.',
    },
  ];

  it.each(rows)('$name', ({ error, link, field, message }) => {
    const words = describeFailure(error, t, { link: link === true });
    expect(words.message).toBe(message);
    expect(words.field).toBe(field);
    expect(words.code).toBe('SCHEMA_ERROR');
    expectPeopleWords(words.message);
  });

  it('reads the field out of ALL_OVERLOADS_FAILED', () => {
    const inner = schemaError('POST', '/api/v1/contact-channels', 'body.value must be a valid email');
    const error = new KnownErrors.AllOverloadsFailed({ overload_errors: [{ code: 'SCHEMA_ERROR', error: 'no' }, inner.toJSON()] });
    expect(describeFailure(error, t)).toEqual({ message: 'Enter a valid e-mail address.', field: 'email', code: 'ALL_OVERLOADS_FAILED' });
  });
});

describe('describeFailure: failures that are not known errors', () => {
  it('a timeout', () => {
    const timeout = new RequestTimeoutError({ method: 'PATCH', url: 'http://x/api/v1/users/me', timeoutMs: 20_000 });
    expect(describeFailure(timeout, t)).toEqual({ message: 'The server took too long to answer. Please try again.', code: 'REQUEST_TIMEOUT' });
    expect(isNetworkFailure(timeout)).toBe(true);
  });

  it('an unreachable server', () => {
    const refused = new StackConnectionError({ method: 'GET', url: 'http://x/api/v1/users/me', attempts: 5, retried: true, cause: new TypeError('fetch failed') });
    expect(describeFailure(refused, t).message).toBe(en['error.network']);
    expect(describeFailure(new TypeError('Failed to fetch'), t).message).toBe(en['error.network']);
  });

  it('rate limiting and other HTTP failures', () => {
    expect(describeFailure(new StackHttpError(429, 'slow down', 'http://x', 'POST'), t)).toEqual({ message: en['error.tooManyRequests'], code: 'HTTP_429' });
    expect(describeFailure(new StackHttpError(500, 'Internal Server Error. The error message follows', 'http://x', 'POST'), t).message).toBe(en['error.unexpected']);
  });

  it('an answer without the fields the page needs (UnexpectedAnswerError): words, the code kept apart', () => {
    const info = { url: 'http://x/api/v1/users/me', method: 'GET', status: 200, body: '{}' };
    const error = new UnexpectedAnswerError('GET /users/me', ['answer.primary_email must be a string'], info);
    const words = describeFailure(error, t);
    expect(words).toEqual({ message: en['error.unexpected'], code: 'UNEXPECTED_ANSWER' });
    expectPeopleWords(words.message);
  });

  it('anything else', () => {
    expect(describeFailure(new Error('Cannot read properties of undefined'), t)).toEqual({ message: en['error.unexpected'] });
    expect(describeFailure('a string', t).message).toBe(en['error.unexpected']);
  });

  it('errorToText is describeFailure(...).message', () => {
    const error = new KnownErrors.EmailPasswordMismatch();
    expect(errorToText(error, t)).toBe(describeFailure(error, t).message);
  });
});
