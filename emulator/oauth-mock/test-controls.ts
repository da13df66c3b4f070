// The test controls of Stack's mock OAuth server, which Stack's connected-account tests call: revoke an
// access token, revoke the grant behind one (its refresh tokens with it), and make the next refresh of a
// grant fail with a chosen OAuth error. Only this machine's non-browser clients and own pages may use them
// (the same rule as the emulator's development routes): a web page cannot revoke a developer's tokens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { localOnlyRefusal } from '../middleware/local-only';
import { BodyTooLarge, bodyFields, readRawBody, sendJson } from './http';

interface OAuthErrorBody {
  error: string;
  error_description: string;
}

/** The errors a refresh can be made to fail with, and their wording (Stack's mock server's). */
const SIMULATED_ERRORS: Record<string, OAuthErrorBody> = {
  invalid_grant: { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired' },
  access_denied: { error: 'access_denied', error_description: 'The resource owner denied the request' },
  consent_required: { error: 'consent_required', error_description: 'User consent is required' },
  invalid_token: { error: 'invalid_token', error_description: 'The token is invalid' },
  unauthorized_client: { error: 'unauthorized_client', error_description: 'The client is not authorized' },
};

const CONTROL_PATHS = new Set(['/revoke-access-token', '/revoke-refresh-token', '/simulate-refresh-error']);

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

export interface TestControls {
  /** Answers a control route; false when the request is not one. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  /** Answers POST /token itself when it refreshes a grant with a simulated error pending; false otherwise. */
  interceptRefresh(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function testControls(provider: Provider, issuer: string): TestControls {
  /** Pending simulated refresh errors by grant id, each used once. */
  const pending = new Map<string, OAuthErrorBody>();
  const missing = (res: ServerResponse) => sendJson(res, 400, { error: 'invalid_request', error_description: 'Missing token parameter' });
  const notFound = (res: ServerResponse) => sendJson(res, 400, { error: 'invalid_token', error_description: 'Access token not found' });

  async function revokeAccessToken(res: ServerResponse, token: string): Promise<void> {
    const found = await provider.AccessToken.find(token).catch(() => undefined);
    await found?.destroy();
    sendJson(res, 200, { success: true, message: 'Access token has been revoked' });
  }

  async function revokeGrant(res: ServerResponse, token: string): Promise<void> {
    const found = await provider.AccessToken.find(token).catch(() => undefined);
    if (!found) return notFound(res);
    const grant = found.grantId ? await provider.Grant.find(found.grantId).catch(() => undefined) : undefined;
    if (!grant) {
      await found.destroy();
      return sendJson(res, 200, { success: true, message: 'Access token marked as revoked (refresh token association not found)' });
    }
    // Destroying the grant ends every token issued under it, refresh tokens included.
    await grant.destroy();
    sendJson(res, 200, { success: true, message: 'Grant and associated refresh tokens have been revoked' });
  }

  async function simulate(res: ServerResponse, token: string, errorType: string | undefined): Promise<void> {
    const found = await provider.AccessToken.find(token).catch(() => undefined);
    if (!found) return notFound(res);
    if (!found.grantId) return sendJson(res, 400, { error: 'invalid_token', error_description: 'No grant associated with this token' });
    const error = errorType === undefined ? undefined : SIMULATED_ERRORS[errorType];
    if (!error) {
      return sendJson(res, 400, { error: 'invalid_request', error_description: `Invalid error_type. Valid types: ${Object.keys(SIMULATED_ERRORS).join(', ')}` });
    }
    pending.set(found.grantId, error);
    sendJson(res, 200, { success: true, message: `Next refresh attempt for this token will return ${errorType} error` });
  }

  return {
    async handle(req, res, path) {
      if (!CONTROL_PATHS.has(path)) return false;
      if (req.method !== 'POST') {
        sendJson(res, 405, { error: 'invalid_request', error_description: 'Use POST' });
        return true;
      }
      const refusal = localOnlyRefusal(req.method, headersOf(req), issuer);
      if (refusal !== null) {
        sendJson(res, 403, { error: 'access_denied', error_description: refusal });
        return true;
      }
      try {
        const fields = bodyFields(req, await readRawBody(req));
        const token = fields.token;
        if (!token) missing(res);
        else if (path === '/revoke-access-token') await revokeAccessToken(res, token);
        else if (path === '/revoke-refresh-token') await revokeGrant(res, token);
        else await simulate(res, token, fields.error_type);
      } catch (error) {
        if (error instanceof BodyTooLarge) sendJson(res, 413, { error: 'invalid_request', error_description: 'Request body too large' });
        else sendJson(res, 500, { error: 'server_error', error_description: 'The test control failed' });
      }
      return true;
    },

    async interceptRefresh(req, res) {
      // Nothing pending (the normal case): the body stays unread for oidc-provider.
      if (pending.size === 0) return false;
      const raw = await readRawBody(req);
      const fields = bodyFields(req, raw);
      // oidc-provider reads an already-read body from `req.body`.
      (req as IncomingMessage & { body?: Buffer }).body = raw;
      if (fields.grant_type !== 'refresh_token' || !fields.refresh_token) return false;
      const found = await provider.RefreshToken.find(fields.refresh_token).catch(() => undefined);
      const error = found?.grantId ? pending.get(found.grantId) : undefined;
      if (!error || !found?.grantId) return false;
      pending.delete(found.grantId);
      sendJson(res, 400, error);
      return true;
    },
  };
}
