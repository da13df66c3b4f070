// Emulator-only GET /emulator/mailbox/{email}: the dev mailbox as JSON (a development convenience).
import { mailboxEndpoints as e } from '../../src/protocol/endpoints/mailbox';
import { extraRoute, type ExtraRouteDef } from '../extra-routes';
import { json } from '../http';
import { listMailbox } from '../mail/mailbox';

export const mailboxRoutes: ExtraRouteDef[] = [
  extraRoute(e.list, async (c) => json(c, await listMailbox(c.var.ctx.db, decodeURIComponent(c.req.param('email')))), { devOnly: true }),
];
