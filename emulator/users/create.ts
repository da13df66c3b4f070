// POST /users (PROTOCOL.md §5.9): a user made by a backend. The body is checked like a PATCH of a user
// that does not exist yet, then the row, its primary e-mail, its linked OAuth accounts and its default
// permissions are written in one transaction. The personal team comes afterwards (see createUser).
import { randomUUID } from 'node:crypto';
import { KnownErrors } from '../../src/protocol/errors';
import type { ServerUserCreateBody, ServerUserWire } from '../../src/protocol/wire/users';
import type { Database, Queryable } from '../db/database';
import { StatusError } from '../http';
import type { ProjectRecord } from '../projects/store';
import { providerConfig } from '../oauth/providers';
import { insertLinkedAccount, isProviderAccountTaken } from '../oauth/store';
import { signUpAtomically } from './sign-up';
import { getUser, type UserRecord } from './store';
import { asEmailConflict, prepareUserUpdate, writeUserUpdate, type UpdateRequest } from './update';
import { loadUserState, serverUserView } from './views';

type OAuthEntry = NonNullable<ServerUserCreateBody['oauth_providers']>[number];

/** The user as it would be before any body field applies. */
function blankUser(id: string, projectId: string, isAnonymous: boolean, now: number): UserRecord {
  return {
    id,
    project_id: projectId,
    display_name: null,
    profile_image_url: null,
    signed_up_at_millis: now,
    last_active_at_millis: now,
    client_metadata: null,
    client_read_only_metadata: null,
    server_metadata: null,
    password_hash: null,
    otp_auth_enabled: false,
    totp_secret_base64: null,
    selected_team_id: null,
    is_anonymous: isAnonymous,
    restricted_by_admin: false,
    restricted_by_admin_reason: null,
    restricted_by_admin_private_details: null,
    country_code: null,
    risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } },
  };
}

/** §5.23's uniqueness rules, among the entries and against the project's existing accounts. */
async function checkOAuthEntries(db: Queryable, project: ProjectRecord, entries: readonly OAuthEntry[]): Promise<void> {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!providerConfig(project, entry.id)) throw new StatusError(400, `OAuth provider ${entry.id} not found`);
    if (seen.has(entry.id)) throw new StatusError(400, 'The same provider type with sign-in enabled already exists for this user.');
    seen.add(entry.id);
    if (await isProviderAccountTaken(db, project.id, entry.id, entry.account_id)) throw new KnownErrors.OauthProviderAccountIdAlreadyUsedForSignIn();
  }
}

async function insertOAuthAccounts(tx: Queryable, projectId: string, userId: string, entries: readonly OAuthEntry[], now: number): Promise<void> {
  for (const entry of entries) {
    const account = { project_id: projectId, user_id: userId, provider_config_id: entry.id, account_id: entry.account_id, email: entry.email ?? null };
    await insertLinkedAccount(tx, { ...account, allow_sign_in: true, allow_connected_accounts: true }, now);
  }
}

/**
 * Creates the user and answers its server view. As on the real server, that view is built before the
 * personal team exists, so it shows `selected_team: null` although the team is then selected (§5.9).
 */
export async function createUser(db: Database, project: ProjectRecord, body: ServerUserCreateBody, request: UpdateRequest): Promise<ServerUserWire> {
  const { is_anonymous: isAnonymous = false, oauth_providers: oauthEntries = [], ...fields } = body;
  const user = blankUser(randomUUID(), project.id, isAnonymous, request.now);
  const prepared = await prepareUserUpdate(db, project, user, fields, { ...request, creating: true });
  await checkOAuthEntries(db, project, oauthEntries);
  let view: ServerUserWire | undefined;
  // The body's fields and accounts, then the view (the real server builds it before the personal team, §5.9).
  const write = async (tx: Queryable, id: string) => {
    await writeUserUpdate(tx, project, user, fields, prepared, request.now);
    await insertOAuthAccounts(tx, project.id, id, oauthEntries, request.now);
    const created = await getUser(tx, project.id, id);
    if (!created) throw new Error('the user just created is gone');
    view = await serverUserView(tx, project, await loadUserState(tx, project, created));
  };
  try {
    await signUpAtomically(db, project, { caller: null, user: { id: user.id, is_anonymous: isAnonymous }, write, owner: body }, request.now);
  } catch (error) {
    throw asEmailConflict(error, fields.primary_email);
  }
  if (!view) throw new Error('the user was created without its view');
  return view;
}
