// Storage of OAuth sign-in: pending flows (by inner state), outer codes, linked provider accounts.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** What authorize remembers until the provider calls back (PROTOCOL.md §5.5). */
export interface OAuthFlowData {
  provider_id: string;
  json_mode: boolean;
  inner_code_verifier: string;
  inner_redirect_uri: string;
  type: 'authenticate' | 'link';
  /** The user of `token` (link target or anonymous user to upgrade). */
  token_user_id: string | null;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
  error_redirect_uri: string | null;
  after_callback_redirect_url: string | null;
  /** Extra provider scopes asked for (`provider_scope`), recorded with the account's tokens. */
  provider_scope?: string | null;
}

/** What an outer authorization code remembers for the token endpoint. */
export interface OAuthCodeData {
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: string;
  is_new_user: boolean;
  after_callback_redirect_url: string | null;
  /** The provider config id signed in with (metrics' login_methods); absent in codes of older data. */
  provider_id?: string;
  /** A cross-domain handoff: the session the code hands over, and its refresh token (scrubbed when the code is used). */
  session_id?: string;
  session_refresh_token?: string;
}

export interface OAuthAccountRecord {
  id: string;
  project_id: string;
  user_id: string;
  provider_config_id: string;
  account_id: string;
  email: string | null;
  allow_sign_in: boolean;
  allow_connected_accounts: boolean;
  created_at_millis: number;
}

export async function insertFlow(db: Queryable, projectId: string, innerState: string, data: OAuthFlowData, now: number, expiresAt: number): Promise<void> {
  await db.query('INSERT INTO oauth_flows (inner_state, project_id, data, created_at_millis, expires_at_millis) VALUES ($1, $2, $3, $4, $5)', [
    innerState, projectId, JSON.stringify(data), now, expiresAt,
  ]);
}

/** Removes and returns the flow: a provider callback can only be used once. */
export async function takeFlow(db: Queryable, innerState: string): Promise<{ project_id: string; data: OAuthFlowData; expires_at_millis: number } | null> {
  const rows = await db.query<{ project_id: string; data: OAuthFlowData; expires_at_millis: string | number }>(
    'DELETE FROM oauth_flows WHERE inner_state = $1 RETURNING project_id, data, expires_at_millis',
    [innerState],
  );
  const row = rows[0];
  return row ? { project_id: row.project_id, data: row.data, expires_at_millis: Number(row.expires_at_millis) } : null;
}

export async function insertAuthorizationCode(db: Queryable, projectId: string, userId: string, code: string, data: OAuthCodeData, now: number, expiresAt: number): Promise<void> {
  await db.query(
    'INSERT INTO oauth_authorization_codes (code, project_id, user_id, data, created_at_millis, expires_at_millis) VALUES ($1, $2, $3, $4, $5, $6)',
    [code, projectId, userId, JSON.stringify(data), now, expiresAt],
  );
}

/** Marks an unused, unexpired code as used and returns it; null for unknown, expired or used codes. */
export async function consumeAuthorizationCode(db: Queryable, projectId: string, code: string, now: number): Promise<{ user_id: string; data: OAuthCodeData } | null> {
  // The used row keeps no refresh token: the handoff's is returned once, from the row as it was.
  const rows = await db.query<{ user_id: string; data: OAuthCodeData }>(
    `UPDATE oauth_authorization_codes c SET used_at_millis = $3, data = c.data - 'session_refresh_token'
       FROM (SELECT code, project_id, data FROM oauth_authorization_codes WHERE project_id = $1 AND code = $2) old
      WHERE c.project_id = old.project_id AND c.code = old.code AND c.used_at_millis IS NULL AND c.expires_at_millis > $3
      RETURNING c.user_id, old.data`,
    [projectId, code, now],
  );
  return rows[0] ?? null;
}

export async function peekAuthorizationCode(db: Queryable, projectId: string, code: string, now: number): Promise<OAuthCodeData | null> {
  const rows = await db.query<{ data: OAuthCodeData }>(
    'SELECT data FROM oauth_authorization_codes WHERE project_id = $1 AND code = $2 AND used_at_millis IS NULL AND expires_at_millis > $3',
    [projectId, code, now],
  );
  return rows[0]?.data ?? null;
}

function toAccount(row: OAuthAccountRecord): OAuthAccountRecord {
  return { ...row, created_at_millis: Number(row.created_at_millis) };
}

export async function findOAuthAccount(db: Queryable, projectId: string, providerConfigId: string, accountId: string): Promise<OAuthAccountRecord | null> {
  const rows = await db.query<OAuthAccountRecord>(
    'SELECT * FROM oauth_accounts WHERE project_id = $1 AND provider_config_id = $2 AND account_id = $3',
    [projectId, providerConfigId, accountId],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function listOAuthAccounts(db: Queryable, userId: string): Promise<OAuthAccountRecord[]> {
  const rows = await db.query<OAuthAccountRecord>('SELECT * FROM oauth_accounts WHERE user_id = $1 ORDER BY created_at_millis, id', [userId]);
  return rows.map(toAccount);
}

export async function insertOAuthAccount(
  db: Queryable,
  input: { project_id: string; user_id: string; provider_config_id: string; account_id: string; email: string | null; tokens: Record<string, unknown> },
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO oauth_accounts (id, project_id, user_id, provider_config_id, account_id, email, provider_tokens, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, input.project_id, input.user_id, input.provider_config_id, input.account_id, input.email, JSON.stringify(input.tokens), now],
  );
  return id;
}

export async function updateOAuthAccountLogin(db: Queryable, id: string, email: string | null, tokens: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE oauth_accounts SET email = $2, provider_tokens = $3 WHERE id = $1', [id, email, JSON.stringify(tokens)]);
}

/** What the OAuth callback stores per account (resolve-user.ts) and connected accounts refresh. */
export interface StoredProviderTokens {
  access_token?: string;
  refresh_token?: string | null;
  scope?: string | null;
  expires_at_millis?: number | null;
}

/** One row of oauth_accounts as read by the account endpoints (bigint millis come back as strings from pg). */
export interface OAuthAccountRow extends Omit<OAuthAccountRecord, 'project_id' | 'created_at_millis'> {
  provider_tokens: StoredProviderTokens;
  created_at_millis: string | number;
}

/** The project's accounts, or one user's, oldest first. */
export async function listOAuthAccountRows(db: Queryable, projectId: string, userId: string | null): Promise<OAuthAccountRow[]> {
  return userId === null
    ? db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 ORDER BY created_at_millis, id', [projectId])
    : db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 AND user_id = $2 ORDER BY created_at_millis, id', [projectId, userId]);
}

/** The user's accounts usable for provider API calls (PROTOCOL.md §5.24), oldest first. */
export async function listConnectedAccountRows(db: Queryable, projectId: string, userId: string): Promise<OAuthAccountRow[]> {
  return db.query<OAuthAccountRow>(
    'SELECT * FROM oauth_accounts WHERE project_id = $1 AND user_id = $2 AND allow_connected_accounts ORDER BY created_at_millis, id',
    [projectId, userId],
  );
}

/** One account of one user; ids are compared as text so malformed ones simply match nothing. */
export async function findOAuthAccountRow(db: Queryable, projectId: string, userId: string, id: string): Promise<OAuthAccountRow | null> {
  const rows = await db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 AND user_id::text = $2 AND id::text = $3', [projectId, userId, id]);
  return rows[0] ?? null;
}

/** Every account of one provider config in the project (the uniqueness checks of §5.23). */
export async function listProviderAccountRows(db: Queryable, projectId: string, providerConfigId: string): Promise<OAuthAccountRow[]> {
  return db.query<OAuthAccountRow>('SELECT * FROM oauth_accounts WHERE project_id = $1 AND provider_config_id = $2', [projectId, providerConfigId]);
}

/** Another account of the project signs in with this provider account. */
export async function isProviderAccountTaken(db: Queryable, projectId: string, providerConfigId: string, accountId: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM oauth_accounts WHERE project_id = $1 AND provider_config_id = $2 AND account_id = $3', [
    projectId,
    providerConfigId,
    accountId,
  ]);
  return taken.length > 0;
}

/** An account a backend links (POST /oauth-providers, POST /users), without provider tokens. */
export type LinkedAccount = Omit<OAuthAccountRecord, 'id' | 'created_at_millis'>;

export async function insertLinkedAccount(db: Queryable, account: LinkedAccount, now: number): Promise<OAuthAccountRow> {
  const rows = await db.query<OAuthAccountRow>(
    `INSERT INTO oauth_accounts (id, project_id, user_id, provider_config_id, account_id, email, allow_sign_in, allow_connected_accounts, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [
      randomUUID(),
      account.project_id,
      account.user_id,
      account.provider_config_id,
      account.account_id,
      account.email,
      account.allow_sign_in,
      account.allow_connected_accounts,
      now,
    ],
  );
  return rows[0]!;
}

export async function updateOAuthAccountRow(
  db: Queryable,
  id: string,
  next: { allow_sign_in: boolean; allow_connected_accounts: boolean; email: string | null; account_id: string },
): Promise<OAuthAccountRow> {
  const rows = await db.query<OAuthAccountRow>(
    'UPDATE oauth_accounts SET allow_sign_in = $2, allow_connected_accounts = $3, email = $4, account_id = $5 WHERE id = $1 RETURNING *',
    [id, next.allow_sign_in, next.allow_connected_accounts, next.email, next.account_id],
  );
  return rows[0]!;
}

export async function updateProviderTokens(db: Queryable, id: string, tokens: StoredProviderTokens): Promise<void> {
  await db.query('UPDATE oauth_accounts SET provider_tokens = $2 WHERE id = $1', [id, JSON.stringify(tokens)]);
}

export async function deleteOAuthAccount(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM oauth_accounts WHERE id = $1', [id]);
}
