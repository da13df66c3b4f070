// GET /projects/{project_id}/.well-known/jwks.json (PROTOCOL.md §5.29) and the anonymous alias.
import { json, text } from '../http';
import { getProject } from '../projects/store';
import { openRoute, type RouteDef } from '../routing';
import { audienceFor, signingKeysFor, type UserKind } from '../tokens/signing-keys';
import type { Endpoint } from '../../src/protocol/endpoint';
import { jwksEndpoints as e } from '../../src/protocol/endpoints/jwks';

export const jwksRoutes: RouteDef[] = [
  openRoute(e.jwks, async (c, { query }) => {
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

const anonymousAlias = (d: Endpoint) =>
  openRoute(d, async (c) => {
    // The discovery URL matching anonymous tokens' `iss` redirects to the full key set.
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace('/projects-anonymous-users/', '/projects/');
    url.searchParams.set('include_anonymous', 'true');
    return new Response(null, { status: 307, headers: { location: url.toString() } });
  });

export const jwksAliasRoutes: RouteDef[] = [e.anonymousAliasGet, e.anonymousAliasPost, e.anonymousAliasPut, e.anonymousAliasPatch, e.anonymousAliasDelete].map(anonymousAlias);
