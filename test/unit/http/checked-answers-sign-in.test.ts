// Answers of the sign-in and session endpoints are checked against their descriptors (issue 30, item 2):
// a missing or mistyped field is an UnexpectedAnswerError naming the endpoint and the field; extra fields pass.
import { describe, expect, it } from 'vitest';
import { RequestPipeline, UnexpectedAnswerError } from '../../../src/core/http';
import { ClientCliEndpoints } from '../../../src/core/interface/client/cli';
import { ClientOAuthEndpoints } from '../../../src/core/interface/client/oauth';
import { ClientSessionEndpoints } from '../../../src/core/interface/client/sessions';
import { ClientSignInEndpoints } from '../../../src/core/interface/client/sign-in';
import { RefreshToken } from '../../../src/core/session';
import type { SessionLike } from '../../../src/core/http';
import { jsonResponse, scriptedFetch } from './helpers';

const USER_ID = '7f3e2b1a-0c4d-4e5f-8a9b-0c1d2e3f4a5b';
const session: SessionLike = { getTokens: async () => ({ accessToken: 'at', refreshToken: 'rt' }), markAccessTokenExpired: () => undefined };

function pipeline(fetch: typeof globalThis.fetch): RequestPipeline {
  return new RequestPipeline({ baseUrl: 'http://127.0.0.1:8102', projectId: 'p', accessType: 'client', fetch });
}

async function failure(call: Promise<unknown>): Promise<UnexpectedAnswerError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UnexpectedAnswerError);
  return error as UnexpectedAnswerError;
}

describe('checked answers of sign-in and sessions', () => {
  it('a sign-in answer without its refresh token names the endpoint and the field', async () => {
    const api = new ClientSignInEndpoints(pipeline(scriptedFetch([jsonResponse({ access_token: 'a', user_id: USER_ID })])));
    const error = await failure(api.signInWithPassword({ email: 'a@b.co', password: 'x' }));
    expect(error.endpoint).toBe('POST /auth/password/sign-in');
    expect(error.problems).toEqual(['answer.refresh_token must be defined']);
  });

  it('a refresh answer with a mistyped access token fails; one with extra fields passes', async () => {
    const grant = { token_type: 'Bearer', expires_in: 3599, scope: 'legacy', after_callback_redirect_url: null, afterCallbackRedirectUrl: null };
    const fetch = scriptedFetch([jsonResponse({ ...grant, access_token: 42 }), jsonResponse({ ...grant, access_token: 'a.b.c', newer_field: 1 })]);
    const api = new ClientOAuthEndpoints(pipeline(fetch), { projectId: 'p', publishableClientKey: undefined });
    const error = await failure(api.refreshAccessToken(new RefreshToken('rt')));
    expect(error.endpoint).toBe('POST /auth/oauth/token');
    expect(error.message).toContain('access_token must be a string');
    expect((await api.refreshAccessToken(new RefreshToken('rt')))?.token).toBe('a.b.c');
  });

  it('a session list whose item lacks its id, and a CLI poll with an unknown status, are named', async () => {
    const sessions = new ClientSessionEndpoints(pipeline(scriptedFetch([jsonResponse({ items: [{ user_id: USER_ID }], is_paginated: false })])));
    const listError = await failure(sessions.list(session));
    expect(listError.endpoint).toBe('GET /auth/sessions');
    expect(listError.problems).toContain('answer.items[0].id must be defined');

    const cli = new ClientCliEndpoints(pipeline(scriptedFetch([jsonResponse({ status: 'pending' })])));
    expect((await failure(cli.poll('pc'))).endpoint).toBe('POST /auth/cli/poll');
  });
});
