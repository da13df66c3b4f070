// POST /auth/anonymous/sign-up (PROTOCOL.md §5.6): an anonymous user and its session. The token's
// audience and issuer mark it anonymous (§3.1), so using it needs x-stack-allow-anonymous-user (§2.4).
import { json } from '../http';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';
import { insertUser, updateUserColumns } from '../users/store';
import { addTeamMember, insertTeam } from '../users/teams';
import { authEndpoints as e } from '../../src/protocol/endpoints/auth';


/** The name of an anonymous user's personal team; a later sign-up renames it. */
export const ANONYMOUS_TEAM_NAME = 'Personal Team';

export const anonymousRoutes: RouteDef[] = [
  // Allowed even when sign-up is disabled (ANONYMOUS_ACCOUNTS_NOT_ENABLED is never raised).
  route(e.anonymousSignUp, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const { project } = auth;
    const now = clock.now();
    const userId = await db.transaction(async (tx) => {
      const id = await insertUser(tx, project.id, { is_anonymous: true }, now);
      if (project.config.create_team_on_sign_up) {
        const teamId = await insertTeam(tx, project.id, ANONYMOUS_TEAM_NAME, now);
        await addTeamMember(tx, project.id, teamId, id, now);
        await updateUserColumns(tx, id, { selected_team_id: teamId });
      }
      return id;
    });
    // A brand-new anonymous user has no TOTP secret: nothing to ask for. No sign-in method is counted.
    return json(c, await signInAs(c, project, userId, { skipMfa: true, method: null }));
  }),
];
