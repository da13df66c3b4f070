// Webhook events over real HTTP (PROTOCOL.md §5.28, Stack Auth's event list): message ids in Svix's
// shape; the permission events: team_permission.* on a grant, a revoke and a server-added member's
// default permissions; project_permission.* on a project grant and revoke; which membership events a
// team's creation and a user's deletion send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { eventually, startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../support/webhook-receiver';
import { adminHeaders, call, serverHeaders, signUp, type Keys } from './helpers';

const emu = useEmulator();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** A fresh project whose one endpoint is the receiver; earlier deliveries are skipped. */
async function projectWithEndpoint(): Promise<Keys> {
  const project = await emu.createProject();
  const res = await fetch(`${emu.url}/emulator/projects/${project.id}/webhook-endpoints`, {
    method: 'POST',
    headers: { ...adminHeaders(project), 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url }),
  });
  expect(res.status, await res.text()).toBe(201);
  return project;
}

const payloadOf = (hook: ReceivedWebhook): { type: string; data: unknown } => JSON.parse(hook.body);

/** The next delivery of one of `types` (others, such as user.created, are skipped). */
async function nextOf(...types: string[]): Promise<ReceivedWebhook> {
  for (;;) {
    const hook = await receiver.next();
    if (types.includes(payloadOf(hook).type)) return hook;
  }
}

describe('webhook message ids', () => {
  it('are Svix message ids: msg_ and 27 base62 characters (a KSUID), distinct per event', async () => {
    const project = await projectWithEndpoint();
    await signUp(emu, project);
    await signUp(emu, project);
    const first = await nextOf('user.created');
    const second = await nextOf('user.created');
    for (const hook of [first, second]) expect(hook.headers['svix-id']).toMatch(/^msg_[0-9A-Za-z]{27}$/);
    expect(first.headers['svix-id']).not.toBe(second.headers['svix-id']);
  });
});

describe('permission events', () => {
  it('team_permission.created and .deleted on a server grant and revoke, with {id, team_id, user_id}', async () => {
    const project = await projectWithEndpoint();
    const user = await signUp(emu, project);
    const team = await call(emu, '/teams', { headers: serverHeaders(project), body: { display_name: 'Hooks', creator_user_id: user.user_id } });
    expect(team.status).toBe(201);
    const path = `/team-permissions/${team.json.id}/${user.user_id}/$update_team`;
    expect((await call(emu, path, { method: 'POST', headers: serverHeaders(project), body: {} })).status).toBe(201);
    const created = payloadOf(await nextOf('team_permission.created', 'team_permission.deleted'));
    expect(created).toEqual({ type: 'team_permission.created', data: { id: '$update_team', team_id: team.json.id, user_id: user.user_id } });
    expect((await call(emu, path, { method: 'DELETE', headers: serverHeaders(project) })).status).toBe(200);
    const deleted = payloadOf(await nextOf('team_permission.created', 'team_permission.deleted'));
    expect(deleted).toEqual({ type: 'team_permission.deleted', data: { id: '$update_team', team_id: team.json.id, user_id: user.user_id } });
  });

  it('a member added by the server: team_membership.created, then team_permission.created for each member default', async () => {
    const project = await projectWithEndpoint();
    const user = await signUp(emu, project);
    const team = await call(emu, '/teams', { headers: serverHeaders(project), body: { display_name: 'Members' } });
    const added = await call(emu, `/team-memberships/${team.json.id}/${user.user_id}`, { method: 'POST', headers: serverHeaders(project), body: {} });
    expect(added.status).toBe(201);
    expect(payloadOf(await nextOf('team_membership.created'))).toEqual({ type: 'team_membership.created', data: { team_id: team.json.id, user_id: user.user_id } });
    expect(payloadOf(await nextOf('team_permission.created'))).toEqual({
      type: 'team_permission.created',
      data: { id: 'team_member', team_id: team.json.id, user_id: user.user_id },
    });
  });

  it('project_permission.created and .deleted on a server grant and revoke, with {id, user_id}', async () => {
    const project = await projectWithEndpoint();
    const user = await signUp(emu, project);
    const def = await call(emu, '/project-permission-definitions', { headers: adminHeaders(project), body: { id: 'read_reports' } });
    expect(def.status).toBe(201);
    const path = `/project-permissions/${user.user_id}/read_reports`;
    expect((await call(emu, path, { method: 'POST', headers: serverHeaders(project), body: {} })).status).toBe(201);
    expect(payloadOf(await nextOf('project_permission.created'))).toEqual({ type: 'project_permission.created', data: { id: 'read_reports', user_id: user.user_id } });
    expect((await call(emu, path, { method: 'DELETE', headers: serverHeaders(project) })).status).toBe(200);
    expect(payloadOf(await nextOf('project_permission.deleted'))).toEqual({ type: 'project_permission.deleted', data: { id: 'read_reports', user_id: user.user_id } });
  });
});

describe('membership events', () => {
  /** The project's delivery log, in event order (deliveries themselves may overtake each other). */
  const deliveries = async (project: Keys): Promise<{ event_type: string; payload: unknown }[]> => {
    const res = await fetch(`${emu.url}/emulator/projects/${project.id}/webhook-deliveries`, { headers: adminHeaders(project) });
    return ((await res.json()) as { items: { event_type: string; payload: unknown }[] }).items;
  };
  const deliveryTypes = async (project: Keys): Promise<string[]> => (await deliveries(project)).map((d) => d.event_type);

  it('a team created with a creator sends team.created only (no membership or permission event)', async () => {
    const project = await projectWithEndpoint();
    const user = await signUp(emu, project);
    const team = await call(emu, '/teams', { headers: serverHeaders(project), body: { display_name: 'Solo', creator_user_id: user.user_id } });
    expect(team.status).toBe(201);
    // A marker event after it; the delivery log (in event order) then holds whatever the creation sent.
    await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(project), body: { display_name: 'Marker' } });
    const log = await eventually(() => deliveryTypes(project), (t) => t.includes('user.updated'), 'the marker in the delivery log');
    expect(log).toEqual(['user.created', 'team.created', 'user.updated']);
  });

  it('a deleted user: team_membership.deleted for each of its teams, then user.deleted', async () => {
    const project = await projectWithEndpoint();
    const user = await signUp(emu, project);
    const teams: string[] = [];
    for (const name of ['One', 'Two']) {
      teams.push((await call(emu, '/teams', { headers: serverHeaders(project), body: { display_name: name, creator_user_id: user.user_id } })).json.id);
    }
    expect((await call(emu, `/users/${user.user_id}`, { method: 'DELETE', headers: serverHeaders(project) })).status).toBe(200);
    const log = await eventually(() => deliveries(project), (items) => items.some((d) => d.event_type === 'user.deleted'), 'user.deleted in the log');
    const tail = log.filter((d) => d.event_type === 'team_membership.deleted' || d.event_type === 'user.deleted').map((d) => d.payload);
    expect(tail).toEqual([
      ...teams.map((id) => ({ type: 'team_membership.deleted', data: { team_id: id, user_id: user.user_id } })),
      { type: 'user.deleted', data: { id: user.user_id, teams: teams.map((id) => ({ id })) } },
    ]);
  });
});
