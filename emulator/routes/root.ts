// GET /api/v1 (PROTOCOL.md §1.7): a greeting that shows how the request authenticated.
import { text } from '../http';
import { openRoute, type RouteDef } from '../routing';
import { rootEndpoints as e } from '../../src/protocol/endpoints/root';
import { getChannels, primaryChannel } from '../contact-channels/store';

export const rootRoutes: RouteDef[] = [
  openRoute(e.greeting, async (c, { auth }) => {
    const lines = ['Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.', ''];
    if (!auth) {
      lines.push('Authentication: None');
    } else {
      const user = auth.user;
      const email = user ? primaryChannel(await getChannels(c.var.ctx.db, user.id))?.value : undefined;
      lines.push(
        `Authentication: ${auth.type.charAt(0).toUpperCase()}${auth.type.slice(1)}`,
        `  Project: ${auth.project.id}`,
        `  User: ${email ?? user?.id ?? 'None'}`,
      );
    }
    return text(lines.join('\n'));
  }),
];
