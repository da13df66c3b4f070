// The project's public signing keys (PROTOCOL.md §3.1, §5.29) and the discovery alias of anonymous tokens.
import { endpoint, type HttpMethod } from '../endpoint';
import { jwks, jwksQuery } from '../wire/jwks';

/** The `iss` of anonymous tokens: any method there redirects to the key set with the anonymous keys. */
const anonymousAlias = (method: HttpMethod) => endpoint({ method, path: '/projects-anonymous-users/:project_id/.well-known/*', access: 'open' });

export const jwksEndpoints = {
  jwks: endpoint({ method: 'GET', path: '/projects/:project_id/.well-known/jwks.json', access: 'open', query: jwksQuery, answer: jwks }),
  anonymousAliasGet: anonymousAlias('GET'),
  anonymousAliasPost: anonymousAlias('POST'),
  anonymousAliasPut: anonymousAlias('PUT'),
  anonymousAliasPatch: anonymousAlias('PATCH'),
  anonymousAliasDelete: anonymousAlias('DELETE'),
};
