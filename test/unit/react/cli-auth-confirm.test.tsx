// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:8080/handler/cli-auth-confirm?login_code=code-from-url" }
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CliAuthConfirm, t } from '../../../src/react';
import { describeFailure } from '../../../src/react/errors';
import { KnownErrors } from '../../../src/protocol/errors';
import { Result } from '../../../src/core/result';
import { FakeApp } from './fake-app';
import { renderWithApp } from './render';

afterEach(cleanup);

describe('CliAuthConfirm', () => {
  it('signed in: names the account, and Authorize hands over the login code from the URL, then says it is done', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <CliAuthConfirm />);
    expect(screen.getByRole('heading').textContent).toBe('Authorize the command-line tool?');
    const account = await screen.findByRole('list', { name: 'The account the tool signs in as' });
    expect(account.textContent).toContain('me@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    const heading = await screen.findByRole('heading', { name: 'Command-line tool authorized' });
    expect(screen.getByRole('status').textContent).toBe('The command-line tool is now signed in. You can close this page and return to your terminal.');
    expect(app.cliConfirmCalls).toEqual(['code-from-url']);
    expect(screen.queryByRole('button', { name: 'Authorize' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('Cancel authorizes nothing and says so, with a way on', async () => {
    const app = new FakeApp('me@example.com');
    renderWithApp(app, <CliAuthConfirm loginCode="prop-code" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('status')).textContent).toBe('The command-line tool was not signed in. You can close this page.');
    expect(screen.getByRole('heading').textContent).toBe('Authorization cancelled');
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
    expect(app.cliConfirmCalls).toEqual([]);
  });

  it('a refusal shows a sentence and keeps the buttons for another try', async () => {
    const app = new FakeApp('me@example.com');
    const refusal = new KnownErrors.CliAuthError(undefined, 'Invalid login code or the code has expired');
    app.nextCliConfirm = Result.error(refusal);
    renderWithApp(app, <CliAuthConfirm loginCode="prop-code" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Authorize' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(describeFailure(refusal, t).message);
    expect(app.cliConfirmCalls).toEqual(['prop-code']);
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('a network failure is said in words', async () => {
    const app = new FakeApp('me@example.com');
    app.nextCliConfirm = new TypeError('Failed to fetch');
    renderWithApp(app, <CliAuthConfirm loginCode="prop-code" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Authorize' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach the authentication server. Check your connection and try again.');
  });

  it('signed out: asks to sign in first, linking to sign-in with the way back', async () => {
    renderWithApp(new FakeApp(), <CliAuthConfirm />);
    expect((await screen.findByText('Please sign in first to authorize the command-line tool.')).tagName).toBe('P');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(
      `/handler/sign-in?after_auth_return_to=${encodeURIComponent('/handler/cli-auth-confirm?login_code=code-from-url')}`,
    );
    expect(screen.queryByRole('button', { name: 'Authorize' })).toBeNull();
  });

  it('a link without a login code says so, with a way on', async () => {
    window.history.replaceState(null, '', '/handler/cli-auth-confirm');
    renderWithApp(new FakeApp('me@example.com'), <CliAuthConfirm loginCode="  " />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is missing its login code. Start the login from the command-line tool again.',
    );
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
    window.history.replaceState(null, '', '/handler/cli-auth-confirm?login_code=code-from-url');
  });
});
