// Delivering webhook events after the request that caused them (never awaited by it, never failing
// it): the outbox is claimed, each event rendered once and fanned out to the project's endpoints,
// and each delivery attempted with Svix's retry schedule on the emulator's clock. All state is in
// the database, so any emulator process on a shared PostgreSQL can carry a delivery on.
import { systemClock, type Clock } from '../../src/protocol/clock';
import type { Json } from '../../src/protocol/schema';
import type { WebhookPayload } from '../../src/protocol/wire/webhooks';
import type { EmulatorContext } from '../context';
import type { Queryable } from '../db/database';
import { errorForLog } from '../net/remote-text';
import { getProject } from '../projects/store';
import { getUser } from '../users/store';
import { getTeam } from '../teams/store';
import { serverTeamView } from '../users/teams';
import { loadUserState, serverUserView } from '../users/views';
import type { EventSubject } from './events';
import { postWebhook, WebhookPostError } from './post';
import { signedHeaders } from './sign';
import {
  claimDueDeliveries,
  getEndpoint,
  insertDelivery,
  listEndpoints,
  nextPendingAttemptAt,
  recordAttempt,
  type DeliveryAttempt,
  type DeliveryRecord,
} from './store';

/** Svix's schedule: the first attempt at once, then retries after these delays (8 attempts in all). */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** One attempt waits this long (real time) for the endpoint's answer. */
const ATTEMPT_TIMEOUT_MS = 15_000;
/** A delivery `sending` for longer than this belongs to a process that died: it is attempted again. */
const STALE_SENDING_MS = 60_000;

const stopped = new WeakSet<EmulatorContext>();

/** Waits on the emulator's clock; the real clock's timer must not keep a closing process alive. */
function wait(clock: Clock, ms: number): Promise<void> {
  if (clock !== systemClock) return clock.sleep(ms);
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Starts a dispatch pass in the background; errors are logged, never thrown. */
export function kickWebhooks(ctx: EmulatorContext): void {
  if (stopped.has(ctx)) return;
  void dispatch(ctx).catch((error: unknown) => {
    if (!stopped.has(ctx)) ctx.log(`Webhook dispatch failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** At start-up: deliver what is due and wake up for the next retry left by an earlier run. */
export async function resumeWebhookDelivery(ctx: EmulatorContext): Promise<void> {
  kickWebhooks(ctx);
  const next = await nextPendingAttemptAt(ctx.db);
  if (next !== null) scheduleKick(ctx, next - ctx.clock.now());
}

/** On close: no further passes or wake-ups. */
export function stopWebhookDelivery(ctx: EmulatorContext): void {
  stopped.add(ctx);
}

function scheduleKick(ctx: EmulatorContext, delayMs: number): void {
  void wait(ctx.clock, Math.max(0, delayMs)).then(() => kickWebhooks(ctx));
}

async function dispatch(ctx: EmulatorContext): Promise<void> {
  const now = ctx.clock.now();
  // One cheap read on every mutating request; the claiming writes only when there is work.
  const [work] = await ctx.db.query<{ events: boolean; deliveries: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM webhook_events WHERE dispatched_at_millis IS NULL) AS events,
            EXISTS (SELECT 1 FROM webhook_deliveries
                    WHERE (status = 'pending' AND next_attempt_at_millis <= $1) OR (status = 'sending' AND sending_since_millis < $2)) AS deliveries`,
    [now, now - STALE_SENDING_MS],
  );
  if (!work?.events && !work?.deliveries) return;
  if (work.events) await fanOutPendingEvents(ctx);
  const due = await claimDueDeliveries(ctx.db, ctx.clock.now(), now - STALE_SENDING_MS);
  // Endpoints in parallel; one endpoint's deliveries in event order.
  const byEndpoint = new Map<string, DeliveryRecord[]>();
  for (const delivery of due) byEndpoint.set(delivery.endpoint_id, [...(byEndpoint.get(delivery.endpoint_id) ?? []), delivery]);
  await Promise.all(
    [...byEndpoint.values()].map(async (deliveries) => {
      for (const delivery of deliveries) await attemptAndRecord(ctx, delivery);
    }),
  );
}

/** Claims undispatched events, renders each once and creates one delivery per endpoint. */
async function fanOutPendingEvents(ctx: EmulatorContext): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  const events = await db.query<{ id: string; project_id: string; type: string; subject: EventSubject; data: Json | null; seq: string }>(
    `UPDATE webhook_events SET dispatched_at_millis = $1
     WHERE id IN (SELECT id FROM webhook_events WHERE dispatched_at_millis IS NULL ORDER BY seq LIMIT 100) AND dispatched_at_millis IS NULL
     RETURNING id, project_id, type, subject, data, seq`,
    [now],
  );
  events.sort((a, b) => Number(a.seq) - Number(b.seq));
  for (const event of events) {
    const data = event.data ?? (await renderSubject(db, event.project_id, event.subject));
    // A created/updated subject already deleted again: nothing left to describe.
    if (data === null) continue;
    await db.query('UPDATE webhook_events SET data = $2::jsonb WHERE id = $1', [event.id, JSON.stringify(data)]);
    const payload: WebhookPayload = { type: event.type as WebhookPayload['type'], data };
    for (const endpoint of await listEndpoints(db, event.project_id)) {
      await insertDelivery(db, { projectId: event.project_id, eventId: event.id, eventType: event.type, endpoint, payload: JSON.stringify(payload), status: 'pending' }, now);
    }
  }
}

/** The server view of the user or team as it is now (after the commit that emitted the event). */
async function renderSubject(db: Queryable, projectId: string, subject: EventSubject): Promise<Json | null> {
  const project = await getProject(db, projectId);
  if (!project) return null;
  if ('user_id' in subject && !('team_id' in subject)) {
    const user = await getUser(db, projectId, subject.user_id);
    return user ? ((await serverUserView(db, project, await loadUserState(db, project, user))) as unknown as Json) : null;
  }
  const team = await getTeam(db, projectId, subject.team_id);
  return team ? (serverTeamView(team) as unknown as Json) : null;
}

/** What an attempt needs from the emulator context: the mode (which targets are allowed) and the log. */
export type DeliveryContext = Pick<EmulatorContext, 'production' | 'log'>;

/** One POST to the endpoint, signed for this attempt's time; the log keeps the status and an excerpt only. */
export async function attemptDelivery(
  ctx: DeliveryContext,
  secret: string,
  url: string,
  eventId: string,
  payload: string,
  attempt: number,
  now: number,
): Promise<DeliveryAttempt> {
  const record: DeliveryAttempt = { attempt, at_millis: now, status_code: null, error: null, response_body: null };
  try {
    const answer = await postWebhook(url, signedHeaders(secret, eventId, now, payload), payload, { publicOnly: ctx.production === true }, ATTEMPT_TIMEOUT_MS);
    record.status_code = answer.status;
    record.response_body = answer.excerpt;
    if (answer.status < 200 || answer.status >= 300) record.error = `The endpoint answered HTTP ${answer.status}`;
  } catch (error) {
    record.error = error instanceof WebhookPostError ? error.message : 'The delivery failed';
    ctx.log(`Webhook ${eventId} to ${url} failed: ${error instanceof WebhookPostError ? error.detail : errorForLog(error)}`);
  }
  return record;
}

async function attemptAndRecord(ctx: EmulatorContext, delivery: DeliveryRecord): Promise<void> {
  const { db, clock } = ctx;
  const endpoint = await getEndpoint(db, delivery.project_id, delivery.endpoint_id);
  if (!endpoint) return;
  const number = delivery.attempts.length + 1;
  const attempt = await attemptDelivery(ctx, endpoint.secret, delivery.url, delivery.event_id, delivery.payload, number, clock.now());
  if (stopped.has(ctx)) return;
  if (attempt.error === null) return recordAttempt(db, delivery.id, attempt, { status: 'succeeded' });
  if (number >= MAX_ATTEMPTS) return recordAttempt(db, delivery.id, attempt, { status: 'failed' });
  const delay = RETRY_DELAYS_MS[number - 1]!;
  await recordAttempt(db, delivery.id, attempt, { status: 'pending', nextAttemptAt: attempt.at_millis + delay });
  scheduleKick(ctx, delay);
}
