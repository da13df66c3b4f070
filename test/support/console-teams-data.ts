// Data of the console's Teams and Permissions screens and tests, made over the API as the project's owner:
// users, teams, memberships, grants and permission definitions.
import type { ConsoleOwner } from './console';

export interface SeededUser {
  id: string;
  email: string;
  name: string;
}

/** A user of the owner's project with a verified primary e-mail. */
export async function seedUser(owner: ConsoleOwner, name: string, email: string): Promise<SeededUser> {
  const user = await owner.call<{ id: string }>('POST', '/users', { primary_email: email, primary_email_verified: true, display_name: name });
  return { id: user.id, email, name };
}

export async function seedTeam(owner: ConsoleOwner, name: string): Promise<string> {
  return (await owner.call<{ id: string }>('POST', '/teams', { display_name: name })).id;
}

/** Adds the user (they get the project's default team-member permissions). */
export async function seedMember(owner: ConsoleOwner, teamId: string, userId: string): Promise<void> {
  await owner.call('POST', `/team-memberships/${teamId}/${userId}`, {});
}

export async function seedGrant(owner: ConsoleOwner, teamId: string, userId: string, permissionId: string): Promise<void> {
  await owner.call('POST', `/team-permissions/${teamId}/${userId}/${permissionId}`, {});
}

export async function seedDefinition(owner: ConsoleOwner, scope: 'team' | 'project', id: string, description?: string, contained: string[] = []): Promise<void> {
  await owner.call('POST', `/${scope}-permission-definitions`, { id, ...(description ? { description } : {}), contained_permission_ids: contained });
}

/** The direct team permissions of a member, sorted. */
export async function directGrants(owner: ConsoleOwner, teamId: string, userId: string): Promise<string[]> {
  const list = await owner.call<{ items: { id: string }[] }>('GET', `/team-permissions?team_id=${teamId}&user_id=${userId}&recursive=false`);
  return list.items.map((item) => item.id).sort();
}

/** Analytical Engines with three members, one a team admin who also holds billing:read. */
export async function seedFullTeam(owner: ConsoleOwner): Promise<{ teamId: string; members: SeededUser[] }> {
  await seedDefinition(owner, 'team', 'billing:read', 'Read invoices and the payment method');
  await seedDefinition(owner, 'team', 'billing:write', 'Change the plan and the payment method', ['billing:read']);
  const teamId = await seedTeam(owner, 'Analytical Engines');
  const members = [
    await seedUser(owner, 'Ada Lovelace', 'ada@example.com'),
    await seedUser(owner, 'Charles Babbage', 'charles@example.com'),
    await seedUser(owner, 'Mary Somerville', 'mary@example.com'),
  ];
  for (const member of members) await seedMember(owner, teamId, member.id);
  await seedGrant(owner, teamId, members[0]!.id, 'team_admin');
  await seedGrant(owner, teamId, members[0]!.id, 'billing:write');
  return { teamId, members };
}
