// POST /auth/oauth/token (PROTOCOL.md §5.5): the refresh grant the SDK uses for every refresh.
// The authorization-code grant (OAuth sign-in) lives in ../oauth/code-grant.ts.
import { PUBLIC_CLIENT_SENTINEL } from '../../src/protocol/constants';
import { KnownErrors } from '../../src/protocol/errors';
import { oauthTokenBody } from '../../src/protocol/wire/auth';
import { formatSchemaErrors } from '../../src/protocol/schema';
import type { AppContext } from '../context';
import { json } from '../http';
import { isValidProjectKey, type ProjectRecord } from '../projects/store';
import { openRoute, type RouteDef } from '../routing';
import { accessTokenFor } from '../tokens/issue';
import { findSessionByRefreshToken } from '../tokens/sessions';
import { exchangeAuthorizationCode } from '../oauth/code-grant';
import { projectOfClientId } from '../oauth/client-id';
import { oauthEndpoints as e } from '../../src/protocol/endpoints/oauth';

/** The OAuth library's default lifetime (≈3600 s), not the JWT's real `exp` (PROTOCOL.md §10). */
const EXPIRES_IN = 3599;
const KNOWN_FIELDS = Object.keys(oauthTokenBody.shape);

function oauthError(c: AppContext, error: string, description: string): Response {
  return json(c, { error, error_description: description }, 400, { pragma: 'no-cache' });
}

/** Client credentials from the body, else HTTP Basic. */
function clientCredentials(c: AppContext, body: Record<string, string | undefined>): { id?: string; secret?: string } {
  if (body.client_id !== undefined) return { id: body.client_id, secret: body.client_secret };
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon >= 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { secret: body.client_secret };
}

async function authenticateClient(c: AppContext, id: string | undefined, secret: string | undefined, allowMissingSecret: boolean): Promise<ProjectRecord> {
  const { db, clock } = c.var.ctx;
  const invalid = () => new KnownErrors.InvalidOauthClientIdOrSecret({ client_id: null });
  if (id === undefined) throw invalid();
  const project = await projectOfClientId(db, id);
  if (!project) throw invalid();
  const required = project.config.require_publishable_client_key;
  if (secret === undefined || secret === '' || secret === PUBLIC_CLIENT_SENTINEL) {
    if (required) throw new KnownErrors.PublishableClientKeyRequiredForProject({ project_id: project.id });
    if (secret === undefined || secret === '') {
      if (!allowMissingSecret) throw invalid();
    }
    return project;
  }
  if (!(await isValidProjectKey(db, project.id, 'publishable_client_key', secret, clock.now()))) throw invalid();
  return project;
}

export const oauthTokenRoutes: RouteDef[] = [
  openRoute(e.token, async (c) => {
    const raw = c.var.body;
    const fields: Record<string, unknown> = {};
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      for (const key of KNOWN_FIELDS) if (key in raw) fields[key] = (raw as Record<string, unknown>)[key];
    }
    // Other fields are ignored, so only the known ones are validated.
    const errors: string[] = [];
    const body = oauthTokenBody.check(raw === undefined ? undefined : fields, 'body', errors);
    if (errors.length > 0) {
      const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, errors);
      throw new KnownErrors.SchemaError({ message }, message);
    }
    const credentials = clientCredentials(c, body);

    if (body.grant_type === 'refresh_token') {
      const project = await authenticateClient(c, credentials.id, credentials.secret, false);
      if (!body.refresh_token) return oauthError(c, 'invalid_request', 'Missing parameter: refresh_token');
      const { db, clock } = c.var.ctx;
      const session = await findSessionByRefreshToken(db, project.id, body.refresh_token, clock.now());
      if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
      // A refresh is what marks a session used (GET /auth/sessions shows last_used_at and its IP).
      const accessToken = await accessTokenFor(c, project, session.user_id, session.id, { refresh: true });
      if (!accessToken) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
      return json(
        c,
        {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: EXPIRES_IN,
          scope: 'legacy',
          after_callback_redirect_url: null,
          afterCallbackRedirectUrl: null,
        },
        200,
        { pragma: 'no-cache', 'cache-control': 'no-store' },
      );
    }

    const project = await authenticateClient(c, credentials.id, credentials.secret, body.code_verifier !== undefined);
    if (!body.code) return oauthError(c, 'invalid_request', 'Missing parameter: code');
    return json(c, await exchangeAuthorizationCode(c, project, body), 200, { pragma: 'no-cache', 'cache-control': 'no-store' });
  }),
];
