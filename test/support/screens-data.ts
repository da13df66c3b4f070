// The data behind the screen catalogue: users, sessions, teams, keys, mails and project options made
// through the demo's emulator over HTTP (server and admin keys of its default project).
import type { BrowserContext } from 'playwright-core';
import type { RunningDemo } from '../../demo/serve';
import { refreshTokenCookieName } from '../../src/protocol/constants';

export const SCREEN_PASSWORD = 'correct-horse-battery';

export interface ScreenUser {
  id: string;
  email: string;
  password: string;
  displayName: string | null;
}

export interface UserOptions {
  /** Local part of the address; the catalogue reuses a few fixed names so the pictures stay alike. */
  name?: string;
  displayName?: string | null;
  verified?: boolean;
  totpSecretBase64?: string;
}

type Access = 'client' | 'server' | 'admin';

/** The project config fields a scenario may change (legacy snake_case write fields of §4.10). */
export interface ProjectPatch {
  oauth_providers?: { id: string; type: 'shared' }[];
  magic_link_enabled?: boolean;
  credential_enabled?: boolean;
  passkey_enabled?: boolean;
  sign_up_enabled?: boolean;
  client_team_creation_enabled?: boolean;
  client_user_deletion_enabled?: boolean;
  allow_user_api_keys?: boolean;
  allow_team_api_keys?: boolean;
}

interface AdminConfig {
  oauth_providers: { id: string; type: 'shared' | 'standard' }[];
  [key: string]: unknown;
}

/** One scenario's view of the emulator; `cleanUp` deletes what it made, so the next one starts clean. */
export class ScreenData {
  private readonly emails = new Set<string>();
  private readonly teams = new Set<string>();
  private restoreConfig: ProjectPatch | null = null;

  constructor(readonly demo: RunningDemo) {}

  private get project() {
    return this.demo.emulator.defaultProject;
  }

  /** A JSON call to the emulator's API; a non-2xx answer throws with its body. */
  async call<T>(method: string, path: string, options: { access?: Access; accessToken?: string; body?: unknown; userAgent?: string } = {}): Promise<T> {
    const access = options.access ?? 'server';
    const headers: Record<string, string> = {
      'x-stack-project-id': this.project.id,
      'x-stack-access-type': access,
      'x-stack-publishable-client-key': this.project.publishableClientKey,
    };
    if (access === 'server') headers['x-stack-secret-server-key'] = this.project.secretServerKey;
    if (access === 'admin') headers['x-stack-super-secret-admin-key'] = this.project.superSecretAdminKey;
    if (options.accessToken) headers['x-stack-access-token'] = options.accessToken;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.demo.emulator.url}/api/v1${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** The address `name@example.com`, remembered so cleanUp removes whoever holds it. */
  email(name: string): string {
    const email = `${name}@example.com`;
    this.emails.add(email);
    return email;
  }

  async createUser(options: UserOptions = {}): Promise<ScreenUser> {
    const email = this.email(options.name ?? 'ada.lovelace');
    await this.deleteUsersWithEmail(email);
    const displayName = options.displayName === undefined ? 'Ada Lovelace' : options.displayName;
    const user = await this.call<{ id: string }>('POST', '/users', {
      body: {
        primary_email: email,
        primary_email_verified: options.verified ?? true,
        primary_email_auth_enabled: true,
        password: SCREEN_PASSWORD,
        display_name: displayName,
        ...(options.totpSecretBase64 ? { totp_secret_base64: options.totpSecretBase64 } : {}),
      },
    });
    return { id: user.id, email, password: SCREEN_PASSWORD, displayName };
  }

  /** A new session of `user`: its refresh and access tokens; `userAgent` names the device it was made from. */
  createSession(user: ScreenUser, userAgent?: string): Promise<{ refresh_token: string; access_token: string }> {
    return this.call('POST', '/auth/sessions', { body: { user_id: user.id, expires_in_millis: 86_400_000 }, ...(userAgent ? { userAgent } : {}) });
  }

  /** Signs `context` in as `user` by writing the refresh cookie the widget reads (PROTOCOL.md §11). */
  async signIn(context: BrowserContext, user: ScreenUser): Promise<string> {
    const session = await this.createSession(user);
    const value = JSON.stringify({ refresh_token: session.refresh_token, updated_at_millis: Date.now() });
    await context.addCookies([{ name: refreshTokenCookieName(this.project.id), value: encodeURIComponent(value), url: this.demo.url, sameSite: 'Lax' }]);
    return session.access_token;
  }

  async createTeam(creator: ScreenUser, displayName: string): Promise<string> {
    const team = await this.call<{ id: string }>('POST', '/teams', { body: { display_name: displayName, creator_user_id: creator.id } });
    this.teams.add(team.id);
    return team.id;
  }

  async addMember(teamId: string, user: ScreenUser): Promise<void> {
    await this.call('POST', `/team-memberships/${teamId}/${user.id}`, { body: {} });
  }

  async selectTeam(user: ScreenUser, teamId: string): Promise<void> {
    await this.call('PATCH', `/users/${user.id}`, { body: { selected_team_id: teamId } });
  }

  /** Sends a team invitation from `inviter` (client access, as the invitations panel does) and returns its link. */
  async invite(inviter: ScreenUser, teamId: string, email: string): Promise<string> {
    const { access_token } = await this.createSession(inviter);
    this.emails.add(email);
    const callbackUrl = new URL('/handler/team-invitation', this.demo.url).toString();
    await this.call('POST', '/team-invitations/send-code', { access: 'client', accessToken: access_token, body: { team_id: teamId, email, callback_url: callbackUrl } });
    return this.latestLink(email, /invited/i);
  }

  async addEmail(user: ScreenUser, name: string, options: { verified: boolean; usedForAuth: boolean }): Promise<string> {
    const email = this.email(name);
    await this.call('POST', '/contact-channels', { body: { user_id: user.id, value: email, type: 'email', used_for_auth: options.usedForAuth, is_verified: options.verified } });
    return email;
  }

  async createUserApiKey(user: ScreenUser, description: string, expiresInDays: number | null): Promise<void> {
    const expires = expiresInDays === null ? null : Date.now() + expiresInDays * 86_400_000;
    await this.call('POST', '/user-api-keys', { body: { user_id: user.id, description, expires_at_millis: expires } });
  }

  async createTeamApiKey(teamId: string, description: string): Promise<void> {
    await this.call('POST', '/team-api-keys', { body: { team_id: teamId, description, expires_at_millis: null } });
  }

  /** Links an account of `provider` (an enabled provider of the project) to the user. */
  async linkOAuthAccount(user: ScreenUser, provider: string, email: string): Promise<void> {
    await this.call('POST', '/oauth-providers', {
      body: { user_id: user.id, provider_config_id: provider, account_id: `${provider}-${user.id.slice(0, 8)}`, email, allow_sign_in: true, allow_connected_accounts: true },
    });
  }

  /** The password-reset link the emulator mails to `user`. */
  async passwordResetLink(user: ScreenUser): Promise<string> {
    const callbackUrl = new URL('/handler/password-reset', this.demo.url).toString();
    await this.call('POST', '/auth/password/send-reset-code', { access: 'client', body: { email: user.email, callback_url: callbackUrl } });
    return this.latestLink(user.email, /password/i);
  }

  /** The e-mail verification link of the user's (unverified) primary address. */
  async verificationLink(user: ScreenUser): Promise<string> {
    const { access_token } = await this.createSession(user);
    const callbackUrl = new URL('/handler/email-verification', this.demo.url).toString();
    await this.call('POST', '/contact-channels/send-verification-code', { access: 'client', accessToken: access_token, body: { email: user.email, callback_url: callbackUrl } });
    return this.latestLink(user.email, /verif/i);
  }

  /** The magic link the emulator mails for a sign-in code to `email`. */
  async magicLink(email: string): Promise<string> {
    this.emails.add(email);
    const callbackUrl = new URL('/handler/magic-link-callback', this.demo.url).toString();
    await this.call('POST', '/auth/otp/send-sign-in-code', { access: 'client', body: { email, callback_url: callbackUrl } });
    return this.latestLink(email, /code|sign/i);
  }

  /** Uses a magic link's code once over the API, as a first click would. */
  async useMagicLink(link: string): Promise<void> {
    const code = new URL(link).searchParams.get('code');
    await this.call('POST', '/auth/otp/sign-in', { access: 'client', body: { code } });
  }

  /** Starts a CLI login and returns its login code (the confirmation page's ?login_code=). */
  async cliLoginCode(): Promise<string> {
    const started = await this.call<{ login_code: string }>('POST', '/auth/cli', { access: 'client', body: {} });
    return started.login_code;
  }

  /** The attempt code of a password sign-in that needs the TOTP step. */
  async mfaAttemptCode(user: ScreenUser): Promise<string> {
    const res = await fetch(`${this.demo.emulator.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': this.project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': this.project.publishableClientKey },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const body = (await res.json()) as { details?: { attempt_code?: string } };
    if (!body.details?.attempt_code) throw new Error(`sign-in of ${user.email} did not ask for the TOTP step: ${JSON.stringify(body)}`);
    return body.details.attempt_code;
  }

  /** The last http(s) link with a code in the newest mail to `email` whose subject matches. */
  async latestLink(email: string, subject: RegExp): Promise<string> {
    const mails = (await this.demo.emulator.mailbox(email)).filter((mail) => subject.test(mail.subject));
    const mail = mails.at(-1);
    const link = mail ? /(https?:\/\/\S+[?&]code=[0-9a-z]+)/.exec(mail.text)?.[1] : undefined;
    if (!link) throw new Error(`no mail matching ${subject} with a link for ${email}: ${JSON.stringify(mails.map((m) => m.subject))}`);
    return link;
  }

  /** Changes the project's options until cleanUp puts the previous values back. */
  async configureProject(patch: ProjectPatch): Promise<void> {
    if (this.restoreConfig === null) {
      const current = await this.call<{ config: AdminConfig }>('GET', '/internal/projects/current', { access: 'admin' });
      const restore: Record<string, unknown> = {};
      for (const key of Object.keys(patch) as (keyof ProjectPatch)[]) {
        restore[key] = key === 'oauth_providers' ? current.config.oauth_providers.map((p) => ({ id: p.id, type: p.type })) : current.config[key];
      }
      this.restoreConfig = restore as ProjectPatch;
    }
    await this.call('PATCH', '/internal/projects/current', { access: 'admin', body: { config: patch } });
  }

  private async deleteUsersWithEmail(email: string): Promise<void> {
    const list = await this.call<{ items: { id: string; primary_email: string | null }[] }>('GET', `/users?query=${encodeURIComponent(email)}`);
    for (const user of list.items.filter((item) => item.primary_email === email)) await this.call('DELETE', `/users/${user.id}`);
  }

  /** Deletes the scenario's teams and the users holding its addresses, and restores the project's options. */
  async cleanUp(): Promise<void> {
    for (const teamId of this.teams) await this.call('DELETE', `/teams/${teamId}`).catch(() => undefined);
    this.teams.clear();
    for (const email of this.emails) await this.deleteUsersWithEmail(email);
    this.emails.clear();
    if (this.restoreConfig !== null) {
      await this.call('PATCH', '/internal/projects/current', { access: 'admin', body: { config: this.restoreConfig } });
      this.restoreConfig = null;
    }
  }
}
