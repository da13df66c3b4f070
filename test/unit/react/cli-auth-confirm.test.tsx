// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:8080/handler/cli-auth-confirm?login_code=code-from-url" }
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CliAuthConfirm } from '../../../src/react';
import { KnownErrors } from '../../../src/protocol/errors';
import { Result } from '../../../src/core/result';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('CliAuthConfirm', () => {
  it('signed in: asks, and Confirm hands over the login code from the URL, then says it is done', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <CliAuthConfirm />);
    expect(screen.getByRole('heading').textContent).toBe('Authorize the command-line tool?');
    expect((await screen.findByText(/asks to sign in as me@example.com/)).textContent).toContain('Confirm only if you started it yourself.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The command-line tool is now signed in. You can close this page and return to your terminal.',
    );
    expect(app.cliConfirmCalls).toEqual(['code-from-url']);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('Cancel confirms nothing and says so', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <CliAuthConfirm loginCode="prop-code" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('status')).textContent).toBe('Cancelled. The command-line tool was not signed in.');
    expect(app.cliConfirmCalls).toEqual([]);
  });

  it("a refusal shows a sentence (not the server's developer text) and keeps the buttons for another try", async () => {
    const app = new FakeApp('me@example.com');
    app.nextCliConfirm = Result.error(new KnownErrors.CliAuthError(undefined, 'Invalid login code or the code has expired'));
    renderWithApp(app, <CliAuthConfirm loginCode="prop-code" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This login request is no longer valid. Start the login from the command-line tool again.');
    expect(app.cliConfirmCalls).toEqual(['prop-code']);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('a network failure is said in words', async () => {
    const app = new FakeApp('me@example.com');
    app.nextCliConfirm = new TypeError('Failed to fetch');
    renderWithApp(app, <CliAuthConfirm loginCode="prop-code" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
  });

  it('signed out: asks to sign in first, linking to sign-in with the way back', async () => {
    renderWithApp(new FakeApp(), <CliAuthConfirm />);
    expect((await screen.findByText('Please sign in first to authorize the command-line tool.')).tagName).toBe('P');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(
      `/handler/sign-in?after_auth_return_to=${encodeURIComponent('/handler/cli-auth-confirm?login_code=code-from-url')}`,
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('a link without a login code says so', async () => {
    window.history.replaceState(null, '', '/handler/cli-auth-confirm');
    renderWithApp(new FakeApp('me@example.com'), <CliAuthConfirm loginCode="  " />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is missing its login code. Start the login from the command-line tool again.',
    );
    window.history.replaceState(null, '', '/handler/cli-auth-confirm?login_code=code-from-url');
  });
});
