// The seeded `internal` project (PROTOCOL.md §6.3) for the project-management tests: its public keys, and a
// dashboard user signed up on it over HTTP with their personal team (create_team_on_sign_up). Its secret
// keys are each emulator's own: RunningEmulator.internalProject.
import { INTERNAL_PROJECT_ID, INTERNAL_PUBLISHABLE_CLIENT_KEY } from '../../emulator/projects/seed';
import { uniqueEmail } from './unique-email';

/** What every emulator's internal project shares: its id and well-known publishable client key. */
export const INTERNAL = { id: INTERNAL_PROJECT_ID, publishableClientKey: INTERNAL_PUBLISHABLE_CLIENT_KEY };

export interface InternalOwner {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** The personal team made at sign-up: what new projects are normally owned by. */
  teamId: string;
}

const clientHeaders = (accessToken?: string): Record<string, string> => ({
  'content-type': 'application/json',
  'x-stack-project-id': INTERNAL.id,
  'x-stack-access-type': 'client',
  'x-stack-publishable-client-key': INTERNAL.publishableClientKey,
  ...(accessToken === undefined ? {} : { 'x-stack-access-token': accessToken }),
});

/** Signs up a dashboard user on `internal` and reads their personal team. */
export async function signUpInternalOwner(emu: { url: string }, label = 'owner'): Promise<InternalOwner> {
  const email = uniqueEmail(label);
  const signUp = await fetch(`${emu.url}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: clientHeaders(),
    body: JSON.stringify({ email, password: 'correct-horse-battery-1' }),
  });
  if (signUp.status !== 200) throw new Error(`internal sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const tokens = (await signUp.json()) as { access_token: string; refresh_token: string; user_id: string };
  const me = await fetch(`${emu.url}/api/v1/users/me`, { headers: clientHeaders(tokens.access_token) });
  const user = (await me.json()) as { selected_team: { id: string } | null };
  if (!user.selected_team) throw new Error('the internal project made no personal team at sign-up');
  return { email, userId: tokens.user_id, accessToken: tokens.access_token, refreshToken: tokens.refresh_token, teamId: user.selected_team.id };
}

/** Creates a project owned by the owner's personal team through POST /internal/projects; returns its id. */
export async function createOwnedProjectOverHttp(emu: { url: string }, owner: InternalOwner, body: Record<string, unknown> = {}): Promise<string> {
  const res = await fetch(`${emu.url}/api/v1/internal/projects`, {
    method: 'POST',
    headers: clientHeaders(owner.accessToken),
    body: JSON.stringify({ display_name: 'Owned project', owner_team_id: owner.teamId, ...body }),
  });
  if (res.status !== 201) throw new Error(`project creation failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Admin-access headers of the owner's admin access token for `projectId` (PROTOCOL.md §2.6). */
export function ownerAdminHeaders(projectId: string, accessToken: string): Record<string, string> {
  return { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': accessToken };
}
