// OAuth accounts linked to a user (PROTOCOL.md §5.23): list, read, update, unlink, and server-side create.
// Not the project's provider configuration: `{provider_id}` in the paths is the account's own uuid.
import { providerConfig } from '../oauth/providers';
import { randomUUID } from 'node:crypto';
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

/** One row of oauth_accounts (bigint millis come back as strings from pg). */
export interface OAuthAccountRow {
  id: string;
  user_id: string;
  provider_config_id: string;
  account_id: string;
  email: string | null;
  allow_sign_in: boolean;
  allow_connected_accounts: boolean;
  provider_tokens: StoredProviderTokens;
  created_at_millis: string | number;
}

/** What the OAuth callback stores per account (emulator/oauth/resolve-user.ts). */
export interface StoredProviderTokens {
  access_token?: string;
  refresh_token?: string | null;
  scope?: string | null;
  expires_at_millis?: number | null;
}

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

async function listRows(db: Queryable, projectId: string, userId: string | null): Promise<OAuthAccountRow[]> {
  return userId === null
    ? db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 ORDER BY created_at_millis, id', [projectId])
    : db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 AND user_id = $2 ORDER BY created_at_millis, id', [projectId, userId]);
}

async function findRow(db: Queryable, projectId: string, userId: string, id: string): Promise<OAuthAccountRow | null> {
  const rows = await db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 AND user_id::text = $2 AND id::text = $3', [projectId, userId, id]);
  return rows[0] ?? null;
}

/** The account named by the path, after the self-only check and the user lookup. */
async function pathAccount(c: AppContext, auth: AuthInfo, verb: Verb): Promise<OAuthAccountRow> {
  const { db } = c.var.ctx;
  const userId = targetUserId(auth, c.req.param('user_id') ?? '', verb);
  const id = c.req.param('provider_id') ?? '';
  await requireUser(db, auth.project, userId);
  const row = await findRow(db, auth.project.id, userId, id);
  if (!row) throw new StatusError(404, `OAuth provider ${id} for user ${userId} not found`);
  return row;
}

/** The uniqueness rules of §5.23 for an account that would have these fields. */
async function checkConflicts(
  db: Queryable,
  projectId: string,
  next: { id: string | null; user_id: string; provider_config_id: string; account_id: string; allow_sign_in: boolean },
): Promise<void> {
  const same = await db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 AND provider_config_id = $2', [projectId, next.provider_config_id]);
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
    const rows = await listRows(db, auth.project.id, userId);
    return json(c, { items: rows.map((row) => view(auth.project, row, auth.type !== 'client')), is_paginated: false });
  }),

  route(e.create, async (c, { auth, body }) => {
    const { db, clock } = c.var.ctx;
    const userId = resolveUserId(auth, body.user_id);
    await requireUser(db, auth.project, userId);
    if (!providerConfig(auth.project, body.provider_config_id)) throw new StatusError(404, `OAuth provider ${body.provider_config_id} not found or not configured`);
    await checkConflicts(db, auth.project.id, { id: null, user_id: userId, provider_config_id: body.provider_config_id, account_id: body.account_id, allow_sign_in: body.allow_sign_in });
    const id = randomUUID();
    const rows = await db.query<OAuthAccountRow>(
      `INSERT INTO oauth_accounts (id, project_id, user_id, provider_config_id, account_id, email, allow_sign_in, allow_connected_accounts, created_at_millis)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [id, auth.project.id, userId, body.provider_config_id, body.account_id, body.email ?? null, body.allow_sign_in, body.allow_connected_accounts, clock.now()],
    );
    return json(c, view(auth.project, rows[0]!, true), 201);
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
      const rows = await db.query<OAuthAccountRow>(
        'UPDATE oauth_accounts SET allow_sign_in = $2, allow_connected_accounts = $3, email = $4, account_id = $5 WHERE id = $1 RETURNING *',
        [row.id, next.allow_sign_in, next.allow_connected_accounts, next.email, next.account_id],
      );
      return json(c, view(auth.project, rows[0]!, auth.type !== 'client'));
    },
  ),

  route(e.delete, async (c, { auth }) => {
    const row = await pathAccount(c, auth, 'delete');
    await c.var.ctx.db.query('DELETE FROM oauth_accounts WHERE id = $1', [row.id]);
    return success(c);
  }),
];
