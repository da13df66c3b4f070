import { describe, expect, it } from 'vitest';
// The full entry, as the emulator and the Node SDK load it: every code worded as the real API words it.
import { KnownErrors, isKnownErrorWorded, knownErrorClassFor, knownErrorCodes, knownErrorFromWire } from '../../../src/protocol/errors';

// Messages as the catalogue worded them before the wording moved to messages.ts (byte for byte).
const WORDED: [code: string, details: Record<string, unknown> | undefined, message: string][] = [
  [
    'ALL_OVERLOADS_FAILED',
    { overload_errors: [{ a: 1 }, 'b'] },
    'This endpoint has multiple overloads, but they all failed to process the request.\n\n  Overload 1: {\n    "a": 1\n  }\n\n  Overload 2: "b"',
  ],
  [
    'ADMIN_ACCESS_TOKEN_EXPIRED',
    { expired_at_millis: 1_700_000_000_000 },
    'Admin access token has expired. Please refresh it and try again. (The access token expired at 2023-11-14T22:13:20.000Z.)',
  ],
  [
    'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH',
    { item_id: 'i1', customer_id: 'c1', item_customer_type: 'team', actual_customer_type: 'user' },
    'The user with ID "c1" is not a valid customer for the item with ID "i1". The item is configured to only be available for team customers, but the customer is a user.',
  ],
  ['PRODUCT_DOES_NOT_EXIST', { product_id: 'pr1', context: null }, 'Product with ID "pr1" does not exist.'],
  [
    'PRODUCT_DOES_NOT_EXIST',
    { product_id: 'pr1', context: 'server_only' },
    'Product with ID "pr1" is marked as server-only and cannot be accessed client side.',
  ],
  [
    'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
    { restricted_reason: { type: 'email_not_verified' } },
    'Restricted users cannot accept team invitations. Reason: email_not_verified. Please complete the onboarding process before accepting team invitations.',
  ],
  [
    'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE',
    { provider: 'github', details: 'boom' },
    'Failed to retrieve an OAuth access token for the connected account (provider: github). boom',
  ],
  [
    'EMAIL_NOT_EDITABLE',
    { email_id: 'e1', status: 'SENT' },
    'Email with ID "e1" cannot be edited because it is in status "SENT". Only emails in PAUSED, PREPARING, RENDERING, RENDER_ERROR, SCHEDULED, QUEUED, or SERVER_ERROR status can be edited.',
  ],
  ['TEAM_PERMISSION_REQUIRED', { team_id: 't1', user_id: 'u1', permission_id: 'read' }, 'User u1 does not have permission read in team t1.'],
  ['TEAM_ALREADY_EXISTS', { team_id: 't1' }, 'Team t1 already exists.'],
  ['CLI_AUTH_USED_ERROR', undefined, 'This authentication token has already been used.'],
  ['INVALID_SCOPE', undefined, 'The scope is not a valid OAuth scope for Stack.'],
  // The three the client words itself (catalogue.ts) keep the same text.
  [
    'UNSUPPORTED_ERROR',
    { originalErrorCode: 'SOME_FUTURE_ERROR' },
    'The error code SOME_FUTURE_ERROR is not supported by this client version (it was probably added in a newer version of the Stack Auth API). Please update the SDK.',
  ],
  ['PASSKEY_WEBAUTHN_ERROR', { message: 'Ceremony aborted', code: 'ERROR_CEREMONY_ABORTED' }, 'Ceremony aborted'],
  ['VERIFICATION_CODE_NOT_FOUND', undefined, 'The verification code does not exist for this project.'],
];

describe('known-error wording (full entry)', () => {
  it('words every code: the client words three, messages.ts all the others', () => {
    for (const code of knownErrorCodes()) expect(isKnownErrorWorded(code), code).toBe(true);
  });

  it.each(WORDED)('words %s exactly as before', (code, details, message) => {
    const cls = knownErrorClassFor(code)!;
    expect(new cls(details as never).message).toBe(message);
    expect(knownErrorFromWire({ code, details }).message).toBe(message);
  });

  it('still fails to word from details that lack what the message needs (so decoding falls back to the code)', () => {
    expect(() => new KnownErrors.TeamNotFound(undefined as never)).toThrow(TypeError);
    expect(knownErrorFromWire({ code: 'TEAM_NOT_FOUND' }).message).toBe('TEAM_NOT_FOUND');
  });
});
