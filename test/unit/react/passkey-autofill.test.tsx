// @vitest-environment happy-dom
// Passkey autofill in <SignIn>: the conditional request starts only where the browser offers it and the project
// allows passkeys, ends on unmount and when the passkey button starts, is silent until a chosen passkey fails.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeySignInOptions } from '../../../src/core/apps/types';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import type { KnownError } from '../../../src/protocol/errors/known-error';
import { SignIn } from '../../../src/react';
import { RENEW_AFTER_MS } from '../../../src/react/components/passkey/use-passkey-autofill';
import { FakeApp, makeProject, makePublicUser } from './fake-app';
import { renderWithApp } from './render';

type Answer = Result<undefined, KnownError>;

/** A FakeApp whose passkey sign-ins wait until the test answers them, or until their signal aborts (as the browser does). */
class PasskeyApp extends FakeApp {
  readonly calls: { options: PasskeySignInOptions; answer(result: Answer): void }[] = [];

  override signInWithPasskey(options: PasskeySignInOptions = {}): Promise<Answer> {
    return new Promise<Answer>((resolve) => {
      this.calls.push({ options, answer: resolve });
      options.signal?.addEventListener('abort', () =>
        resolve(Result.error(new KnownErrors.PasskeyWebauthnError({ message: 'aborted', code: 'ERROR_CEREMONY_ABORTED' }))),
      );
    }).then((result) => {
      if (result.status === 'ok') this.setUser(makePublicUser('passkey@example.com'));
      return result;
    });
  }
}

/** What the stubbed PublicKeyCredential.isConditionalMediationAvailable answers, and how often it was asked. */
let availability: () => Promise<boolean>;
let availabilityChecks = 0;

beforeEach(() => {
  availability = async () => true;
  availabilityChecks = 0;
  Object.defineProperty(globalThis, 'PublicKeyCredential', {
    configurable: true,
    value: {
      isConditionalMediationAvailable: () => {
        availabilityChecks++;
        return availability();
      },
    },
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(globalThis, 'PublicKeyCredential');
});

async function renderSignIn(config: Parameters<typeof makeProject>[0] = { passkeyEnabled: true }): Promise<PasskeyApp & { unmount(): void }> {
  const app = new PasskeyApp();
  app.project = makeProject(config);
  const { unmount } = renderWithApp(app, <SignIn />);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull());
  return Object.assign(app, { unmount });
}

const autofillCalls = (app: PasskeyApp) => app.calls.filter((call) => call.options.autofill === true);
const button = () => screen.getByRole('button', { name: 'Sign in with a passkey' });

describe('SignIn passkey autofill (conditional mediation)', () => {
  it('starts one conditional request on mount when the browser offers it and passkeys are on', async () => {
    const app = await renderSignIn();
    await waitFor(() => expect(app.calls).toHaveLength(1));
    const { options } = app.calls[0]!;
    expect({ ...options, signal: options.signal instanceof AbortSignal }).toEqual({ noRedirect: true, autofill: true, signal: true });
    expect(options.signal!.aborted).toBe(false);
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('username webauthn');
  });

  it('starts nothing when the browser does not offer passkey autofill', async () => {
    availability = async () => false;
    const app = await renderSignIn();
    await waitFor(() => expect(availabilityChecks).toBe(1));
    await act(async () => {});
    expect(app.calls).toEqual([]);
  });

  it('starts nothing where WebAuthn is missing', async () => {
    Reflect.deleteProperty(globalThis, 'PublicKeyCredential');
    const app = await renderSignIn();
    await act(async () => {});
    expect(app.calls).toEqual([]);
  });

  it('starts nothing (and asks the browser nothing) when the project has passkeys off', async () => {
    const app = await renderSignIn({ passkeyEnabled: false });
    await act(async () => {});
    expect([app.calls.length, availabilityChecks]).toEqual([0, 0]);
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('username');
  });

  it('starts nothing when the card has no e-mail field (passkeys alone)', async () => {
    const app = await renderSignIn({ passkeyEnabled: true, credentialEnabled: false, magicLinkEnabled: false });
    await act(async () => {});
    expect(app.calls).toEqual([]);
  });

  it('is aborted on unmount', async () => {
    const app = await renderSignIn();
    await waitFor(() => expect(app.calls).toHaveLength(1));
    app.unmount();
    expect(app.calls[0]!.options.signal!.aborted).toBe(true);
  });

  it('is aborted when the passkey button starts, before the button asks; the button still signs in', async () => {
    const app = await renderSignIn();
    await waitFor(() => expect(app.calls).toHaveLength(1));
    const conditional = app.calls[0]!.options.signal!;
    let abortedBeforeButton: boolean | null = null;
    const original = app.signInWithPasskey.bind(app);
    app.signInWithPasskey = (options = {}) => {
      abortedBeforeButton ??= conditional.aborted;
      return original(options);
    };
    fireEvent.click(button());
    expect(abortedBeforeButton).toBe(true);
    expect(app.calls.map((call) => call.options.autofill ?? false)).toEqual([true, false]);
    // The aborted conditional request said nothing.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => app.calls[1]!.answer(Result.ok(undefined)));
    await waitFor(() => expect(screen.getByText('You are signed in as passkey@example.com.')).toBeTruthy());
    expect(autofillCalls(app)).toHaveLength(1);
  });

  it('signs in when the person picks a passkey in the autofill', async () => {
    const app = await renderSignIn();
    await waitFor(() => expect(app.calls).toHaveLength(1));
    await act(async () => app.calls[0]!.answer(Result.ok(undefined)));
    await waitFor(() => expect(screen.getByText('You are signed in as passkey@example.com.')).toBeTruthy());
  });

  it.each([
    ['the browser ended it unchosen', new KnownErrors.PasskeyWebauthnError({ message: 'NotAllowedError', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' })],
    ['the options could not be fetched', new KnownErrors.PasskeyAuthenticationFailed(undefined, 'Failed to get initiation options for passkey authentication')],
  ])('stays silent when %s, and does not ask again', async (_, error) => {
    const app = await renderSignIn();
    await waitFor(() => expect(app.calls).toHaveLength(1));
    await act(async () => app.calls[0]!.answer(Result.error(error)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.calls).toHaveLength(1);
  });

  it('shows words when a chosen passkey fails, asks again, and stops after three failures', async () => {
    const app = await renderSignIn();
    const notFound = new KnownErrors.PasskeyAuthenticationFailed(undefined, 'Passkey not found');
    for (let round = 1; round <= 3; round++) {
      await waitFor(() => expect(app.calls).toHaveLength(round));
      await act(async () => app.calls[round - 1]!.answer(Result.error(notFound)));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This passkey is not registered for this site. Sign in another way and add a passkey first.'));
    }
    await act(async () => {});
    expect(app.calls).toHaveLength(3);
    // The button clears the autofill's words as it starts its own ceremony.
    fireEvent.click(button());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renews a pending request before the server challenge expires, and waits for a hidden tab to show', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = await renderSignIn();
      await waitFor(() => expect(app.calls).toHaveLength(1));
      await act(async () => vi.advanceTimersByTime(RENEW_AFTER_MS - 1000));
      expect(app.calls).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(app.calls).toHaveLength(2));
      expect([app.calls[0]!.options.signal!.aborted, app.calls[1]!.options.signal!.aborted]).toEqual([true, false]);

      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      await act(async () => vi.advanceTimersByTime(RENEW_AFTER_MS * 3));
      expect(app.calls).toHaveLength(2);
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      await act(async () => document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(app.calls).toHaveLength(3));
      // Renewals say nothing.
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      vi.useRealTimers();
    }
  });
});
