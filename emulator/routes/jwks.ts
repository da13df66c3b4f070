// GET /projects/{project_id}/.well-known/jwks.json (PROTOCOL.md §5.29) and the anonymous alias.
import { s } from '../../src/protocol/schema';
import { json, text } from '../http';
import { getProject } from '../projects/store';
import { openEndpoint, type RouteDef } from '../routing';
import { audienceFor, signingKeysFor, type UserKind } from '../tokens/signing-keys';
import { jwks } from '../../src/protocol/wire';

const bool = s.literal(['true', 'false'] as const).optional();
const jwksQuery = s.object({ include_restricted: bool, include_anonymous: bool });

export const jwksRoutes: RouteDef[] = [
  openEndpoint('GET', '/projects/:project_id/.well-known/jwks.json', { query: jwksQuery, response: jwks }, async (c, { query }) => {
    const { db } = c.var.ctx;
    const projectId = c.req.param('project_id') ?? '';
    const project = await getProject(db, projectId);
    if (!project) return text('Project not found', 404);
    const anonymous = query.include_anonymous === 'true';
    const kinds: UserKind[] = ['normal'];
    if (anonymous || query.include_restricted === 'true') kinds.push('restricted');
    if (anonymous) kinds.push('anon');
    const keys = [];
    for (const kind of kinds) keys.push(...(await signingKeysFor(db, audienceFor(project.id, kind))).map((k) => k.publicJwk));
    return json(c, { keys }, 200, { 'cache-control': 'public, max-age=3600' });
  }),
];

const anonymousAlias = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
  openEndpoint(method, '/projects-anonymous-users/:project_id/.well-known/*', {}, async (c) => {
    // The discovery URL matching anonymous tokens' `iss` redirects to the full key set.
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace('/projects-anonymous-users/', '/projects/');
    url.searchParams.set('include_anonymous', 'true');
    return new Response(null, { status: 307, headers: { location: url.toString() } });
  });

export const jwksAliasRoutes: RouteDef[] = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map(anonymousAlias);
