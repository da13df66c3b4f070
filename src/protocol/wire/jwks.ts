// The project's public signing keys (PROTOCOL.md §3.1, §5.29).
import { s, type Infer } from '../schema';

export const publicSigningJwk = s.object({
  kty: s.literal(['EC'] as const),
  alg: s.literal(['ES256'] as const),
  crv: s.literal(['P-256'] as const),
  kid: s.string(),
  x: s.string(),
  y: s.string(),
});
export type PublicSigningJwkWire = Infer<typeof publicSigningJwk>;

/** GET /projects/{project_id}/.well-known/jwks.json. */
export const jwks = s.object({ keys: s.array(publicSigningJwk) });
export type JwksWire = Infer<typeof jwks>;

const flag = s.literal(['true', 'false'] as const).optional();
/** `include_restricted` adds restricted users' keys; `include_anonymous` adds those and anonymous users' keys. */
export const jwksQuery = s.object({ include_restricted: flag, include_anonymous: flag });
