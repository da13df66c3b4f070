// OAuth accounts linked to a user (PROTOCOL.md §5.23): list, read, update, unlink, and server-side create.
// Not the project's provider configuration: `{provider_id}` in the paths is the account's own uuid.
import { providerConfig } from '../oauth/providers';
import {
  deleteOAuthAccount,
  findOAuthAccountRow,
  insertLinkedAccount,
  listOAuthAccountRows,
  listProviderAccountRows,
  updateOAuthAccountRow,
  type OAuthAccountRow,
} from '../oauth/store';
import { KnownErrors } from '../../src/protocol/errors';
import { oauthAccountEndpoints as e } from '../../src/protocol/endpoints/oauth-accounts';
import {
  type OAuthAccountWire,
  type ServerOAuthAccountUpdateBody,
  type ServerOAuthAccountWire,
} from '../../src/protocol/wire/oauth-accounts';
import type { AppContext, AuthInfo } from '../context';
import type { Queryable } from '../db/database';
import { json, StatusError, success } from '../http';
import type { ProjectRecord } from '../projects/store';
import { resolveUserId, route, type RouteDef } from '../routing';
import { getUser } from '../users/store';


type Verb = 'read' | 'list' | 'update' | 'delete' | 'create';

/** `me` resolved; clients may only name themselves. */
function targetUserId(auth: AuthInfo, userId: string, verb: Verb): string {
  const resolved = resolveUserId(auth, userId);
  if (auth.type === 'client' && resolved !== auth.user?.id) throw new StatusError(403, `Client can only ${verb} OAuth providers for their own user.`);
  return resolved;
}

async function requireUser(db: Queryable, project: ProjectRecord, userId: string): Promise<void> {
  if (!(await getUser(db, project.id, userId))) throw new KnownErrors.UserNotFound();
}

function view(project: ProjectRecord, row: OAuthAccountRow, server: boolean): OAuthAccountWire | ServerOAuthAccountWire {
  const out: OAuthAccountWire = {
    id: row.id,
    user_id: row.user_id,
    provider_config_id: row.provider_config_id,
    type: providerConfig(project, row.provider_config_id)?.id ?? row.provider_config_id,
    allow_sign_in: row.allow_sign_in,
    allow_connected_accounts: row.allow_connected_accounts,
  };
  if (row.email !== null) out.email = row.email;
  return server ? { ...out, account_id: row.account_id } : out;
}

/** The account named by the path, after the self-only check and the user lookup. */
async function pathAccount(c: AppContext, auth: AuthInfo, verb: Verb): Promise<OAuthAccountRow> {
  const { db } = c.var.ctx;
  const userId = targetUserId(auth, c.req.param('user_id') ?? '', verb);
  const id = c.req.param('provider_id') ?? '';
  await requireUser(db, auth.project, userId);
  const row = await findOAuthAccountRow(db, auth.project.id, userId, id);
  if (!row) throw new StatusError(404, `OAuth provider ${id} for user ${userId} not found`);
  return row;
}

/** The uniqueness rules of §5.23 for an account that would have these fields. */
async function checkConflicts(
  db: Queryable,
  projectId: string,
  next: { id: string | null; user_id: string; provider_config_id: string; account_id: string; allow_sign_in: boolean },
): Promise<void> {
  const same = await listProviderAccountRows(db, projectId, next.provider_config_id);
  const others = same.filter((row) => row.id !== next.id);
  if (others.some((row) => row.user_id === next.user_id && row.account_id === next.account_id)) {
    throw new StatusError(400, 'The same provider type with the same account ID already exists for this user.');
  }
  if (next.allow_sign_in && others.some((row) => row.user_id === next.user_id && row.allow_sign_in)) {
    throw new StatusError(400, 'The same provider type with sign-in enabled already exists for this user.');
  }
  // The table keeps one row per provider account, so another user's row blocks it whatever its sign-in flag.
  if (others.some((row) => row.user_id !== next.user_id && row.account_id === next.account_id)) {
    throw new KnownErrors.OauthProviderAccountIdAlreadyUsedForSignIn();
  }
}

export const oauthAccountRoutes: RouteDef[] = [
  route(e.list, async (c, { auth, query }) => {
    const { db } = c.var.ctx;
    const userId = query.user_id === undefined && auth.type !== 'client' ? null : targetUserId(auth, query.user_id ?? '', 'list');
    if (userId !== null) await requireUser(db, auth.project, userId);
    const rows = await listOAuthAccountRows(db, auth.project.id, userId);
    return json(c, { items: rows.map((row) => view(auth.project, row, auth.type !== 'client')), is_paginated: false });
  }),

  route(e.create, async (c, { auth, body }) => {
    const { db, clock } = c.var.ctx;
    const userId = resolveUserId(auth, body.user_id);
    await requireUser(db, auth.project, userId);
    if (!providerConfig(auth.project, body.provider_config_id)) throw new StatusError(404, `OAuth provider ${body.provider_config_id} not found or not configured`);
    await checkConflicts(db, auth.project.id, { id: null, user_id: userId, provider_config_id: body.provider_config_id, account_id: body.account_id, allow_sign_in: body.allow_sign_in });
    const row = await insertLinkedAccount(
      db,
      {
        project_id: auth.project.id,
        user_id: userId,
        provider_config_id: body.provider_config_id,
        account_id: body.account_id,
        email: body.email ?? null,
        allow_sign_in: body.allow_sign_in,
        allow_connected_accounts: body.allow_connected_accounts,
      },
      clock.now(),
    );
    return json(c, view(auth.project, row, true), 201);
  }),

  route(e.get, async (c, { auth }) => {
    const row = await pathAccount(c, auth, 'read');
    return json(c, view(auth.project, row, auth.type !== 'client'));
  }),

  route(
    e.update,
    async (c, { auth, body: raw }) => {
      const { db } = c.var.ctx;
      const body = raw as ServerOAuthAccountUpdateBody;
      const row = await pathAccount(c, auth, 'update');
      if (!providerConfig(auth.project, row.provider_config_id)) throw new StatusError(404, `OAuth provider ${row.provider_config_id} not found or not configured`);
      const next = {
        allow_sign_in: body.allow_sign_in ?? row.allow_sign_in,
        allow_connected_accounts: body.allow_connected_accounts ?? row.allow_connected_accounts,
        email: body.email ?? row.email,
        account_id: body.account_id ?? row.account_id,
      };
      await checkConflicts(db, auth.project.id, { id: row.id, user_id: row.user_id, provider_config_id: row.provider_config_id, account_id: next.account_id, allow_sign_in: next.allow_sign_in });
      const updated = await updateOAuthAccountRow(db, row.id, next);
      return json(c, view(auth.project, updated, auth.type !== 'client'));
    },
  ),

  route(e.delete, async (c, { auth }) => {
    const row = await pathAccount(c, auth, 'delete');
    await deleteOAuthAccount(c.var.ctx.db, row.id);
    return success(c);
  }),
];
