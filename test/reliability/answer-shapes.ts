// What counts as the right shape of an answer to a malformed request (test/reliability/malformed-requests.test.ts):
// the known-error JSON with its header, or a §1.3 B text that PROTOCOL.md documents.
import type { RawResponse } from './raw-http';

// ---------- what counts as the right shape ----------

/** A literal text as a whole-string pattern. */
const exactly = (...texts: string[]) => new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** §1.3 B texts that PROTOCOL.md documents: [status, path under /api/v1 (null = any), text]. */
const DOCUMENTED_TEXTS: readonly (readonly [number, RegExp | null, RegExp])[] = [
  // §1.7 unknown path (e.g. a path parameter with a slash in it).
  [404, null, /^404 — this page does not exist in Stack Auth's API\.\n/],
  // §1.1: a method the path does not export (empty), or a method outside the six.
  [405, null, /^(Method not allowed)?$/],
  // §2.3 admin access token of a deleted user.
  [401, null, exactly('The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.')],
  // §5.1, §5.2
  [400, /^\/auth\/password\/set$/, exactly('User already has a password set.')],
  [403, /^\/auth\/otp\//, exactly('OTP sign-in is not enabled for this project')],
  // §5.5 OAuth
  [400, /^\/auth\/oauth\/authorize\//, exactly('?token= query parameter is required for link type')],
  [403, /^\/auth\/oauth\/authorize\//, /^The access token is not valid for this (project|branch)$/],
  [400, /^\/auth\/oauth\/token$/, exactly('Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.')],
  [
    400,
    /^\/auth\/oauth\/callback\//,
    /^(Invalid OAuth state\. Please try signing in again\.|Inner OAuth cookie not found\. .*|Inner OAuth callback failed due to invalid grant\. Please try again\.|Invalid scope requested\. Please check the scopes you are requesting\.)$/,
  ],
  // §5.7 sessions, §5.8 CLI
  [403, /^\/auth\/sessions$/, exactly('Client can only list sessions for their own user.')],
  [404, /^\/auth\/sessions\/[^/]+$/, exactly('Session not found.')],
  [
    400,
    /^\/auth\/cli(\/|$)/,
    exactly(
      'Invalid anon refresh token', 'Anon refresh token does not belong to this project', 'The provided anon refresh token has expired', 'User not found for provided refresh token',
      'The provided refresh token does not belong to an anonymous user', 'Invalid login code or the code has expired', 'No anonymous session associated with this code',
      'Anonymous session is no longer valid', "refresh_token is required when mode is 'complete'", 'Invalid refresh token', 'Refresh token does not belong to this project',
    ),
  ],
  // §5.9 users
  [
    400,
    /^\/users(\/|$)/,
    /^(Invalid profile image URL|OTP auth not enabled in the project|Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method|Password auth not enabled in the project|Cannot set both password and password_hash at the same time\.|Invalid password hash\. Make sure it's a supported algorithm in Modular Crypt Format\.|restricted_by_admin_(reason|private_details) requires restricted_by_admin=true|primary_email_(auth_enabled|verified) cannot be true without primary_email|Client user deletion is not enabled for this project|OAuth provider .+ not found|The same provider type with sign-in enabled already exists for this user\.|only_anonymous=true requires include_anonymous=true|Cannot make a non-anonymous user anonymous)$/,
  ],
  // §5.10 contact channels
  [403, /^\/contact-channels/, /^Client can only (read|create|update|delete|list) contact channels for their own user\.$/],
  [400, /^\/contact-channels/, exactly('Contact channel already exists', 'Contact channel not found', 'Can only send verification code for your own user', 'Contact channel not found. Was your contact channel deleted?')],
  [404, /^\/contact-channels/, exactly('Contact channel not found.', 'Contact channel not found')],
  // §5.11-§5.15 teams, profiles, invitations, permissions
  [403, /^\/teams$/, exactly('Client team creation is disabled for this project', "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.", 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user')],
  [400, /^\/teams(\/|$)/, /^(Invalid profile image URL|.*add_current_user.*)$/],
  [400, /^\/team-member-profiles$/, exactly('team_id is required for access type client')],
  [403, /^\/team-member-profiles\//, exactly("Cannot update another user's profile")],
  [400, /^\/team-invitations/, exactly('Cannot specify both team_id and user_id', 'Must specify either team_id or user_id', 'team_id is required for deleting a team invitation')],
  [403, /^\/(team|project)-permissions$/, exactly('Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user')],
  // §5.17 API keys
  [400, /^\/(user|team)-api-keys/, exactly('User API keys are not enabled for this project.', 'Team API keys are not enabled for this project.')],
  [403, /^\/(user|team)-api-keys/, exactly('Client can only manage their own api keys')],
  // §5.19, §5.21 projects and e-mails
  [400, /^\/internal\/projects/, /^Invalid email theme$|production mode/i],
  [404, /^\/internal\/email-(templates|themes)\//, exactly('No template found with given id', 'No theme found with given id')],
  [400, /^\/internal\/email-themes\//, exactly('Cannot delete the currently active email theme. Please select a different theme first.')],
  [400, /^\/(emails\/render-email|emails\/send-email|internal\/send-test-email)$/, exactly('No theme found with given id', 'No template found with given id', 'Notification category not found with given name', 'No template found with given template_id', 'No draft found with given draft_id')],
  // Unsubscribe links (a code that does not parse); uploaded images (the image store, emulator/storage)
  [400, /^\/emails\/unsubscribe-link$/, exactly('Invalid code')],
  [400, /^\/(users|teams|team-member-profiles|internal\/projects)(\/|$)/, /^(Invalid image format or corrupted image data|Image size \(\d+ bytes\) exceeds maximum allowed size \(\d+ bytes\)|The project's image storage is full \(\d+ bytes\))$/],
  // §5.22 notification preferences
  [403, /^\/emails\/notification-preference\//, exactly('You can only view your own notification preferences', 'You can only manage your own notification preferences')],
  [404, /^\/emails\/notification-preference\//, exactly('Notification category not found')],
  // §5.23 OAuth providers, §5.24 connected accounts
  [403, /^\/oauth-providers/, /^Client can only (read|list|update|delete|create) OAuth providers for their own user\.$/],
  [404, /^\/oauth-providers/, /^OAuth provider .+ (for user .+ not found|not found or not configured)$/],
  [400, /^\/oauth-providers/, exactly('The same provider type with sign-in enabled already exists for this user.', 'The same provider type with the same account ID already exists for this user.')],
  [403, /^\/connected-accounts\//, exactly('Client can only list connected accounts for their own user.', 'Client can only access its own connected accounts')],
  // §5.27 config (schema violations are free text), §5.29 JWKS
  [403, /^\/internal\/config\//, exactly('Server access can only manage branch config overrides.')],
  [400, /^\/internal\/config\//, /^[\s\S]+$/],
  [404, /^\/projects\/[^/]+\/\.well-known\//, exactly('Project not found')],
];

/** Answers before routing (emulator/server-guards.ts and the body limit): the §1.3 B form, our words. */
const PRE_ROUTING_TEXTS: readonly (readonly [number, RegExp | null, RegExp])[] = [
  [400, null, /^Malformed HTTP request[.:]/],
  [400, null, /^The request body ended before it was complete\.$/],
  [431, null, /^Request header fields too large\.$/],
  [413, null, /^Request body too large: the limit is \d+ bytes\.$/],
  [417, null, /^Expectation failed: /],
];

/** The problem with one answer, or null when it has the right shape. */
export function shapeProblem(res: RawResponse, path: string): string | null {
  const actual = Number(res.headers.get('x-stack-actual-status') ?? res.status);
  if (actual >= 500) return `${actual} ${res.body.toString('utf8').slice(0, 160)}`;
  if (actual < 400) return null;
  const code = res.headers.get('x-stack-known-error');
  const type = res.headers.get('content-type') ?? '';
  const text = res.body.toString('utf8');
  if (code !== undefined) {
    if (!type.startsWith('application/json')) return `${actual} ${code} with content-type ${type}`;
    try {
      const body = JSON.parse(text) as { code?: unknown; error?: unknown };
      if (body.code !== code || typeof body.error !== 'string') return `${actual} ${code}: body ${text.slice(0, 120)}`;
      return null;
    } catch {
      return `${actual} ${code}: body is not JSON`;
    }
  }
  if (text !== '' && !type.startsWith('text/plain')) return `${actual} without a known-error header, content-type ${type}: ${text.slice(0, 120)}`;
  const route = path.replace(/^\/api\/(v1|latest)/, '').split('?')[0]!;
  const documented = [...DOCUMENTED_TEXTS, ...PRE_ROUTING_TEXTS].some(([status, at, re]) => status === actual && (at === null || at.test(route)) && re.test(text));
  return documented ? null : `${actual} undocumented text: ${JSON.stringify(text.slice(0, 160))}`;
}
