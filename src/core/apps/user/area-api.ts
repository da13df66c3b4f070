// The endpoints only the areas call, built here in the on-demand area code (the script's api lacks them).
import { clientUserAreaEndpoints, type ClientUserAreaEndpoints } from '../../interface/client/user-area-endpoints';
import type { UserContext } from './context';

export function areaApi(ctx: UserContext): ClientUserAreaEndpoints {
  return clientUserAreaEndpoints(ctx.api.pipeline);
}
