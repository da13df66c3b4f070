import { describe, expect, it } from 'vitest';
// Only what the end-user script loads: the catalogue without the server wording (messages.ts). This file
// must not import src/protocol/errors (index) nor anything that does, or the wording would be registered.
import {
  KnownError,
  KnownErrors,
  isKnownErrorWorded,
  knownErrorClassFor,
  knownErrorCodes,
  knownErrorFromWire,
} from '../../../src/protocol/errors/client';
import { errorTextFromQuery } from '../../../src/react/components/shared/error-query';
import { t } from '../../../src/react/i18n';

describe('known errors in the browser (no server wording loaded)', () => {
  it('really runs without the server wording', () => {
    expect(isKnownErrorWorded('PASSWORD_TOO_SHORT')).toBe(false);
    expect(['UNSUPPORTED_ERROR', 'PASSKEY_WEBAUTHN_ERROR', 'VERIFICATION_CODE_NOT_FOUND'].every(isKnownErrorWorded)).toBe(true);
  });

  it('maps every code to its class, with status and family', () => {
    expect(knownErrorCodes().length).toBeGreaterThanOrEqual(134);
    for (const code of knownErrorCodes()) {
      const cls = knownErrorClassFor(code)!;
      const decoded = knownErrorFromWire({ code, details: {}, error: 'from the wire' });
      expect(decoded, code).toBeInstanceOf(cls);
      expect(decoded.status).toBe(cls.status);
      expect(decoded.message).toBe('from the wire');
    }
    expect(knownErrorFromWire({ code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'x' })).toBeInstanceOf(KnownErrors.RefreshTokenError);
    expect(knownErrorFromWire({ code: 'PASSWORD_TOO_SHORT', details: { min_length: 8 }, error: 'x' })).toBeInstanceOf(
      KnownErrors.PasswordRequirementsNotMet,
    );
    expect(KnownErrors.OuterOAuthTimeout.status).toBe(408);
  });

  it('words the errors the client raises itself exactly as the server would', () => {
    const unknown = knownErrorFromWire({ code: 'BRAND_NEW_ERROR', error: 'Something new.' });
    expect(unknown).toBeInstanceOf(KnownErrors.UnsupportedError);
    expect(unknown.message).toBe(
      'The error code BRAND_NEW_ERROR is not supported by this client version (it was probably added in a newer version of the Stack Auth API). Please update the SDK.',
    );
    // src/core/auth/passkey.ts turns a WebAuthn failure into PASSKEY_WEBAUTHN_ERROR from its message.
    expect(new KnownErrors.PasskeyWebauthnError({ message: 'The passkey request was cancelled', code: 'ERROR_CEREMONY_ABORTED' }).message).toBe(
      'The passkey request was cancelled',
    );
    // src/core/apps/client/sign-in-flows.ts answers a missing MFA attempt code like the server.
    expect(new KnownErrors.VerificationCodeNotFound().message).toBe('The verification code does not exist for this project.');
    // The free-text ones are always raised with their text (cli-login.ts, cli-confirm.ts, passkey.ts).
    expect(new KnownErrors.CliAuthError(undefined, 'Failed to initiate CLI auth: 500 boom').message).toBe('Failed to initiate CLI auth: 500 boom');
  });

  it('keeps the wire message, and names the code when a body carries none', () => {
    const wire = { code: 'PASSWORD_TOO_SHORT', details: { min_length: 8 }, error: 'Password too short. Minimum length is 8.' };
    expect(knownErrorFromWire(wire).message).toBe('Password too short. Minimum length is 8.');
    const bare = knownErrorFromWire({ code: 'PASSWORD_TOO_SHORT', details: { min_length: 8 } });
    expect(bare).toBeInstanceOf(KnownError);
    expect(bare.message).toBe('PASSWORD_TOO_SHORT');
    expect(bare.toJSON()).toEqual({ code: 'PASSWORD_TOO_SHORT', details: { min_length: 8 }, error: 'PASSWORD_TOO_SHORT' });
  });

  it('words an error redirect from its code, with the redirect message as the error message', () => {
    const query = new URLSearchParams({ errorCode: 'OUTER_OAUTH_TIMEOUT', message: 'The OAuth flow has timed out.', details: '{}' });
    expect(errorTextFromQuery(query, t)).toBe(t('error.providerTimeout'));
    const schema = new URLSearchParams({ errorCode: 'SCHEMA_ERROR', message: 'body.email must be defined' });
    expect(errorTextFromQuery(schema, t)).not.toBe('SCHEMA_ERROR');
  });
});
