// @vitest-environment happy-dom
// The write helper (src/react/components/shared/use-write.ts): one key per logical write, reused by
// "Try again"; after an unknown outcome it reads before resending, and a found effect is the success.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestTimeoutError, StackConnectionError, StackHttpError } from '../../../../src/core/http/errors';
import { WriteOutcomeUnknownError } from '../../../../src/core/http/outcome';
import { Result } from '../../../../src/core/result';
import { KnownErrors } from '../../../../src/protocol/errors';
import { SignUp } from '../../../../src/react';
import { WriteTracker, type WriteSteps } from '../../../../src/react/components/shared/use-write';
import { en } from '../../../../src/react/i18n';
import { FakeApp } from '../fake-app';
import { renderWithApp } from '../render';

afterEach(cleanup);

const lost = (method = 'POST') => new StackConnectionError({ method, url: 'http://api.test/api/v1/teams', attempts: 1, retried: false, cause: new TypeError('reset') });
const badGateway = () => new StackHttpError(502, 'Bad Gateway', 'http://api.test/api/v1/teams', 'POST');
const emailTaken = () => new KnownErrors.UserEmailAlreadyExists({ email: 'a@example.com', would_work_if_email_was_verified: false });

/** A scripted write: each send answers the next outcome (an Error is thrown); find answers from `found`. */
function scripted(outcomes: (string | Error)[], found: (string | null | Error)[] = []) {
  const keys: string[] = [];
  let finds = 0;
  const steps = (identity = 'team:Acme'): WriteSteps<string> => ({
    identity,
    snapshot: async () => 'before',
    send: async (key) => {
      keys.push(key);
      const next = outcomes.shift();
      if (next === undefined) throw new Error('unexpected send');
      if (next instanceof Error) throw next;
      return next;
    },
    find: async (snapshot) => {
      finds++;
      expect(snapshot).toBe('before');
      const next = found.shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    },
    echoes: (failure) => failure instanceof KnownErrors.UserEmailAlreadyExists,
  });
  return { keys, steps, finds: () => finds };
}

describe('WriteTracker', () => {
  it('a 502 after the server acted: the read finds the effect, which is the success; nothing is sent twice', async () => {
    const w = scripted([badGateway()], ['team-1']);
    await expect(new WriteTracker().run(w.steps())).resolves.toBe('team-1');
    expect(w.keys).toHaveLength(1);
    expect(w.finds()).toBe(1);
  });

  it('not found: an unknown-outcome failure; "Try again" reads first, then resends with the same key', async () => {
    const w = scripted([lost(), 'team-1'], [null, null]);
    const tracker = new WriteTracker();
    const first = await tracker.run(w.steps()).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(WriteOutcomeUnknownError);
    await expect(tracker.run(w.steps())).resolves.toBe('team-1');
    expect(w.finds()).toBe(2);
    expect(w.keys).toHaveLength(2);
    expect(w.keys[1]).toBe(w.keys[0]);
  });

  it('"Try again" after an unknown outcome finds the effect and sends nothing', async () => {
    const w = scripted([lost()], [new TypeError('read failed'), 'team-1']);
    const tracker = new WriteTracker();
    await expect(tracker.run(w.steps())).rejects.toBeInstanceOf(WriteOutcomeUnknownError);
    await expect(tracker.run(w.steps())).resolves.toBe('team-1');
    expect(w.keys).toHaveLength(1);
  });

  it('"already exists" answering a retry after an unknown outcome is checked by reading: found is success', async () => {
    const w = scripted([lost(), emailTaken()], [null, null, 'signed-in']);
    const tracker = new WriteTracker();
    await expect(tracker.run(w.steps())).rejects.toBeInstanceOf(WriteOutcomeUnknownError);
    await expect(tracker.run(w.steps())).resolves.toBe('signed-in');
    expect(w.finds()).toBe(3);
  });

  it('"already exists" on a first attempt is just the failure (no read)', async () => {
    const w = scripted([emailTaken()]);
    await expect(new WriteTracker().run(w.steps())).rejects.toBeInstanceOf(KnownErrors.UserEmailAlreadyExists);
    expect(w.finds()).toBe(0);
  });

  it('a new key after a success, after a known error, and for other input', async () => {
    const w = scripted(['a', emailTaken(), 'b', lost(), 'c'], [null]);
    const tracker = new WriteTracker();
    await tracker.run(w.steps());
    await tracker.run(w.steps()).catch(() => undefined);
    await tracker.run(w.steps());
    await tracker.run(w.steps('team:Acme')).catch(() => undefined);
    await tracker.run(w.steps('team:Other'));
    expect(new Set(w.keys).size).toBe(5);
  });

  it('a timeout: the timeout itself (no read of a stalled server); the retry reads first and keeps the key', async () => {
    const w = scripted([new RequestTimeoutError({ method: 'POST', url: 'http://api.test/api/v1/teams', timeoutMs: 10 }), 'team-1'], [null]);
    const tracker = new WriteTracker();
    await expect(tracker.run(w.steps())).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(w.finds()).toBe(0);
    await expect(tracker.run(w.steps())).resolves.toBe('team-1');
    expect(w.finds()).toBe(1);
    expect(w.keys[1]).toBe(w.keys[0]);
  });

  it('nothing to look for (sign-in): the failure as is, and the retry resends with the same key', async () => {
    const keys: string[] = [];
    const outcomes: (string | Error)[] = [lost(), 'signed-in'];
    const steps: WriteSteps<string> = {
      identity: 'a@example.com',
      send: async (key) => {
        keys.push(key);
        const next = outcomes.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
    };
    const tracker = new WriteTracker();
    await expect(tracker.run(steps)).rejects.toBeInstanceOf(StackConnectionError);
    await expect(tracker.run(steps)).resolves.toBe('signed-in');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a failed GET is not an unknown outcome (no read, the failure as is)', async () => {
    const w = scripted([lost('GET')]);
    await expect(new WriteTracker().run(w.steps())).rejects.toBeInstanceOf(StackConnectionError);
    expect(w.finds()).toBe(0);
  });
});

describe('SignUp after a lost answer', () => {
  async function fill(): Promise<void> {
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it('signs in with the same e-mail and password: the account exists, so the sign-up worked', async () => {
    const app = new FakeApp();
    app.nextSignUp = lost();
    renderWithApp(app, <SignUp />);
    await fill();
    await waitFor(() => expect(app.signInCalls).toEqual([{ email: 'a@example.com', password: 'long-enough', noRedirect: true }]));
    await waitFor(() => expect(app.signUpCalls).toHaveLength(1));
    expect(screen.queryByText(en['error.outcomeUnknown'])).toBeNull();
    expect(screen.queryByText(en['error.network'])).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('not found: says so in words; "Try again" meeting "already exists" signs in and succeeds', async () => {
    const app = new FakeApp();
    app.nextSignUp = lost();
    app.nextSignIn = Result.error(new KnownErrors.EmailPasswordMismatch());
    renderWithApp(app, <SignUp />);
    await fill();
    expect(await screen.findByText(en['error.outcomeUnknown'])).toBeTruthy();
    // The first sign-up did happen after all; the resend (same key) meets "already exists", and the password signs in.
    app.nextSignUp = Result.error(emailTaken());
    let checks = 0;
    const signIn = app.signInWithCredential.bind(app);
    app.signInWithCredential = (options) => {
      checks++;
      if (checks === 1) return Promise.resolve(Result.error(new KnownErrors.EmailPasswordMismatch()));
      return signIn({ ...options }).then(() => Result.ok(undefined));
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(app.signUpCalls).toHaveLength(2));
    expect(app.signUpCalls[1]!.idempotencyKey).toBe(app.signUpCalls[0]!.idempotencyKey);
    await waitFor(() => expect(screen.queryByText(en['error.outcomeUnknown'])).toBeNull());
    expect(screen.queryByText('An account with this e-mail address already exists.')).toBeNull();
    expect(checks).toBe(2);
  });
});
