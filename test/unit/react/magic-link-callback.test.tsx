// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Result } from '../../../src/core/result';
import { KnownErrors } from '../../../src/protocol/errors';
import { MagicLinkCallback } from '../../../src/react';
import { FakeApp, deferred } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('MagicLinkCallback', () => {
  it('shows progress, then the signed-in state; submits the code once even under StrictMode', async () => {
    const app = new FakeApp();
    const answer = deferred<Result<undefined, never>>();
    app.nextMagicLinkCallback = answer.promise;
    renderWithApp(
      app,
      <StrictMode>
        <MagicLinkCallback />
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    answer.resolve(Result.ok(undefined));
    expect(await screen.findByText('You are signed in.')).toBeTruthy();
    expect(app.magicLinkCallbackCalls).toBe(1);
  });

  it('says so when the URL has no code', async () => {
    renderWithApp(new FakeApp(), <MagicLinkCallback />);
    expect((await screen.findByRole('alert')).textContent).toBe('This link has no sign-in code. Please open the link from the e-mail again.');
  });

  it('puts a used link in words', async () => {
    const app = new FakeApp();
    app.nextMagicLinkCallback = Result.error(new KnownErrors.VerificationCodeAlreadyUsed());
    renderWithApp(app, <MagicLinkCallback />);
    expect((await screen.findByRole('alert')).textContent).toBe('This code has already been used. Please ask for a new one.');
  });

  it('turns to the two-factor step for a user with TOTP', async () => {
    const app = new FakeApp();
    app.nextMagicLinkCallback = Result.error(new KnownErrors.MultiFactorAuthenticationRequired({ attempt_code: 'a'.repeat(45) }));
    renderWithApp(app, <MagicLinkCallback />);
    expect(await screen.findByText('Two-factor authentication')).toBeTruthy();
  });
});
