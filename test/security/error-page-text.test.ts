// @vitest-environment happy-dom
// Issue 29 item 7: /handler/error (and the OAuth callback page, which words the same error redirect) shows
// only our own sentences: a known code gets its translated words, anything else the generic sentence;
// no text from the URL (message, error_description, details) ever reaches the customer's page.
import { cleanup, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KnownErrors } from '../../src/protocol/errors';
import { StackHandler, t } from '../../src/react';
import { describeFailure } from '../../src/react/errors';
import { FakeApp } from '../unit/react/fake-app';
import { renderWithApp } from '../unit/react/render';

const LIE = 'Your account is locked. Call support at +1 555 0100 and give your password.';
const PIECES = ['account is locked', 'Call support', '555', 'password.'];

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function open(path: string): void {
  // The OAuth callback reads the page's own address.
  window.history.replaceState(null, '', path);
  renderWithApp(new FakeApp(), createElement(StackHandler, { location: `https://app.example.com${path}` }));
}

/** The alert's sentence, after checking that no piece of the crafted text is anywhere on the page. */
async function shownSentence(): Promise<string> {
  const alert = await screen.findByRole('alert');
  const page = document.body.textContent ?? '';
  for (const piece of PIECES) expect(page, `the page shows "${piece}"`).not.toContain(piece);
  return alert.textContent ?? '';
}

const q = (params: Record<string, string>): string => new URLSearchParams(params).toString();

describe('the error page never shows text from its URL', () => {
  it.each([
    ['a bare message', q({ message: LIE })],
    ['a message with an unknown code', q({ errorCode: 'SOMETHING_NEW', message: LIE })],
    ['an OAuth error_description', q({ error: 'server_error', error_description: LIE })],
    ['a message inside details', q({ errorCode: 'NOT_A_CODE', details: JSON.stringify({ message: LIE }) })],
  ])('%s: the generic sentence', async (_what, query) => {
    open(`/handler/error?${query}`);
    expect(await shownSentence()).toBe(t('handler.errorGeneric'));
  });

  it.each([
    ['SIGN_UP_NOT_ENABLED', new KnownErrors.SignUpNotEnabled()],
    ['OUTER_OAUTH_TIMEOUT', new KnownErrors.OuterOauthTimeout()],
    ['OAUTH_PROVIDER_ACCESS_DENIED', new KnownErrors.OauthProviderAccessDenied()],
  ])('a known code (%s) with a crafted message and details: our words for the code', async (code, known) => {
    open(`/handler/error?${q({ error: 'server_error', errorCode: code, message: LIE, error_description: LIE, details: JSON.stringify({ message: LIE }) })}`);
    expect(await shownSentence()).toBe(describeFailure(known, t).message);
  });

  it('a schema error with a crafted message: our words, not the message', async () => {
    open(`/handler/error?${q({ errorCode: 'SCHEMA_ERROR', message: LIE, details: JSON.stringify({ message: LIE }) })}`);
    expect(await shownSentence()).toBe(t('error.invalidInput'));
  });

  it('the OAuth callback page: a provider refusal with a crafted description says our words', async () => {
    open(`/handler/oauth-callback?${q({ error: 'access_denied', error_description: LIE })}`);
    expect(await shownSentence()).toBe(t('error.providerDenied'));
    cleanup();
    open(`/handler/oauth-callback?${q({ error: 'server_error', error_description: LIE })}`);
    expect(await shownSentence()).toBe(t('oauth.failed'));
  });
});
