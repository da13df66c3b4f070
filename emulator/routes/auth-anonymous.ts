// POST /auth/anonymous/sign-up (PROTOCOL.md §5.6): an anonymous user and its session. The token's
// audience and issuer mark it anonymous (§3.1), so using it needs x-stack-allow-anonymous-user (§2.4).
import { json } from '../http';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { authEndpoints as e } from '../../src/protocol/endpoints/auth';
import { signUpAtomically } from '../users/sign-up';


export const anonymousRoutes: RouteDef[] = [
  // Allowed even when sign-up is disabled (ANONYMOUS_ACCOUNTS_NOT_ENABLED is never raised).
  route(e.anonymousSignUp, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const now = clock.now();
    const { userId } = await signUpAtomically(db, project, { caller: null, user: { is_anonymous: true } }, now);
    // A brand-new anonymous user has no TOTP secret: nothing to ask for. No sign-in method is counted.
    return json(c, await signInAs(c, project, userId, { skipMfa: true, method: null }));
  }),
];
