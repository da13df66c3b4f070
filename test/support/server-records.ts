// What the emulator holds for one round of the fault-proxy person, read with the server key straight from
// the emulator (not through the proxy): how many accounts, teams, invitations, API keys and contact
// channels carry the round's names, and the display name. More than one of a write is a duplicate.

/** The server-side access of a project (ProjectKeys' fields this needs). */
export interface ServerAccess {
  id: string;
  secretServerKey: string;
}

/** The values one round writes, each unique to the round. */
export interface RoundNames {
  email: string;
  team: string;
  invitee: string;
  keyDescription: string;
  contact: string;
  displayName: string;
}

export interface RoundRecords {
  accounts: number;
  teams: number;
  teamIds: string[];
  invitations: number;
  keys: number;
  channels: number;
  displayName: string | null;
}

type Items<T> = { items: T[] };

export async function serverRecords(emulatorUrl: string, project: ServerAccess, names: RoundNames): Promise<RoundRecords> {
  const server = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${emulatorUrl}/api/v1${path}`, {
      headers: { 'x-stack-project-id': project.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': project.secretServerKey },
    });
    if (!res.ok) throw new Error(`server GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const users = (await server<Items<{ id: string; primary_email: string | null; display_name: string | null }>>(`/users?query=${encodeURIComponent(names.email)}`)).items.filter((u) => u.primary_email === names.email);
  const teams = (await server<Items<{ id: string; display_name: string }>>('/teams')).items.filter((t) => t.display_name === names.team);
  let invitations = 0;
  for (const team of teams) invitations += (await server<Items<{ recipient_email: string | null }>>(`/team-invitations?team_id=${team.id}`)).items.filter((i) => i.recipient_email === names.invitee).length;
  const user = users[0];
  const keys = user ? (await server<Items<{ description: string }>>(`/user-api-keys?user_id=${user.id}`)).items.filter((k) => k.description === names.keyDescription).length : 0;
  const channels = user ? (await server<Items<{ value: string }>>(`/contact-channels?user_id=${user.id}`)).items.filter((c) => c.value === names.contact).length : 0;
  return { accounts: users.length, teams: teams.length, teamIds: teams.map((t) => t.id), invitations, keys, channels, displayName: user?.display_name ?? null };
}
