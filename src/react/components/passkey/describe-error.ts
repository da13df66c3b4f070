// The words for a failed passkey ceremony: WebAuthn codes (SPEC.md §8) and the passkey errors as sentences.

import { KnownErrors } from '../../../protocol/errors/client';
import { describeFailure } from '../../errors';
import type { MessageKey, Translate } from '../../i18n';

/** @simplewebauthn/browser's ERROR_* codes, grouped by what the person can do about them. */
const WEBAUTHN_CODE_TEXT: Record<string, MessageKey> = {
  ERROR_CEREMONY_ABORTED: 'passkey.cancelled',
  // The browser's NotAllowedError (closed prompt, timeout) arrives as a pass-through.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: 'passkey.cancelled',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: 'passkey.unsupported',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: 'passkey.unsupported',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: 'passkey.unsupported',
  ERROR_MALFORMED_PUBKEYCREDPARAMS: 'passkey.unsupported',
  ERROR_INVALID_USER_ID_LENGTH: 'passkey.unsupported',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'passkey.alreadyRegistered',
  ERROR_INVALID_DOMAIN: 'passkey.invalidDomain',
  ERROR_INVALID_RP_ID: 'passkey.invalidDomain',
  ERROR_AUTHENTICATOR_GENERAL_ERROR: 'passkey.deviceError',
};

export function describePasskeyError(failure: unknown, t: Translate): string {
  if (failure instanceof KnownErrors.PasskeyWebauthnError) {
    const code = (failure.details as { code?: unknown } | undefined)?.code;
    return t((typeof code === 'string' && WEBAUTHN_CODE_TEXT[code]) || 'passkey.deviceError');
  }
  if (failure instanceof KnownErrors.PasskeyAuthenticationFailed) {
    return t(failure.message === 'Passkey not found' ? 'passkey.notFound' : 'passkey.signInFailed');
  }
  if (failure instanceof KnownErrors.PasskeyRegistrationFailed) return t('passkey.registrationFailed');
  return describeFailure(failure, t).message;
}
