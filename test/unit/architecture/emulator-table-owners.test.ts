// One resource owns each table's writes (issue 30, docs/architecture.md "Emulator"): every INSERT, UPDATE and
// DELETE on a table is in its owner's folder, so a rule about a table lives in one place. Reads may join others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSources, ROOT } from './import-graph';
import { sqlStatements } from './sql-literals';

/** Each table and the emulator folder that writes it. A new table gets its line here. */
const OWNERS: Record<string, string> = {
  ai_chat_messages: 'ai',
  api_key_sets: 'projects',
  api_keys: 'api-keys',
  attempt_limits: 'abuse',
  contact_channels: 'contact-channels',
  email_templates: 'email',
  email_themes: 'email',
  idempotent_requests: 'middleware',
  local_secrets: 'projects',
  mails: 'mail',
  mfa_recovery_codes: 'mfa',
  notification_preferences: 'notification-preferences',
  oauth_accounts: 'oauth',
  oauth_authorization_codes: 'oauth',
  oauth_flows: 'oauth',
  passkey_credentials: 'users',
  permission_definition_sets: 'permissions',
  permission_definitions: 'permissions',
  project_config_overrides: 'projects',
  project_permission_grants: 'permissions',
  projects: 'projects',
  sent_emails: 'email',
  sessions: 'tokens',
  sign_ins: 'metrics',
  signing_keys: 'tokens',
  stored_images: 'storage',
  team_members: 'teams',
  team_permission_grants: 'permissions',
  teams: 'teams',
  user_activity_days: 'metrics',
  users: 'users',
  verification_codes: 'codes',
  webhook_deliveries: 'webhooks',
  webhook_endpoints: 'webhooks',
  webhook_events: 'webhooks',
  webhook_portal_tokens: 'webhooks',
};

/** Writes outside the owner, each with why it stays where it is. */
const ALLOWED: readonly { file: string; table: string; why: string }[] = [
  { file: 'emulator/users/store.ts', table: 'contact_channels', why: 'a new user and its primary e-mail are one statement on every sign-up' },
  { file: 'emulator/metrics/activity.ts', table: 'users', why: "a request's activity (user, session, sign-in, day) is one statement per request" },
  { file: 'emulator/metrics/activity.ts', table: 'sessions', why: "a request's activity (user, session, sign-in, day) is one statement per request" },
];

const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)/g;

/** Every write outside its owner's folder, as `file:line table`. */
export function strayWrites(file: string, source: string): string[] {
  const stray: string[] = [];
  for (const { line, text } of sqlStatements(file, source)) {
    for (const match of text.matchAll(WRITE)) {
      const table = match[1]!;
      const owner = OWNERS[table];
      if (owner !== undefined && file.startsWith(`emulator/${owner}/`)) continue;
      if (ALLOWED.some((a) => a.file === file && a.table === table)) continue;
      stray.push(`${file}:${line} writes ${table}${owner === undefined ? ' (no owner listed)' : ` (owner: emulator/${owner}/)`}`);
    }
  }
  return stray;
}

describe('each table is written by one resource', () => {
  it('finds a write outside the owner and a table with no owner', () => {
    const sample = "await db.query('UPDATE users SET x = 1 WHERE id = $1');\nconst s = `INSERT INTO mystery (a) VALUES (1)`;";
    expect(strayWrites('emulator/teams/store.ts', sample)).toEqual([
      'emulator/teams/store.ts:1 writes users (owner: emulator/users/)',
      'emulator/teams/store.ts:2 writes mystery (no owner listed)',
    ]);
    expect(strayWrites('emulator/users/store.ts', sample.split('\n')[0]!)).toEqual([]);
  });

  it('no file writes a table its folder does not own', () => {
    const files = listSources('emulator').filter((file) => !file.startsWith('emulator/db/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => strayWrites(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it.each(ALLOWED)('the allowed write of $table in $file still exists', ({ file, table }) => {
    const statements = sqlStatements(file, readFileSync(join(ROOT, file), 'utf8'));
    expect(statements.some(({ text }) => [...text.matchAll(WRITE)].some((m) => m[1] === table))).toBe(true);
  });
});
