// Emulator-only GET /emulator/mailbox/{email}: the dev mailbox as JSON.
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { json } from '../http';
import { listMailbox } from '../mail/mailbox';

export function mailboxRoutes(app: Hono<AppEnv>): void {
  app.get('/mailbox/:email', async (c) => json(c, await listMailbox(c.var.ctx.db, decodeURIComponent(c.req.param('email')))));
}
