// API keys of one team (PROTOCOL.md §5.17), named as in the official SDK (TeamApiKey,
// TeamApiKeyFirstView, team.createApiKey / listApiKeys). The key objects share their shape and
// revoke/update with user keys (api-keys.ts); the caller needs $manage_api_keys in the team.
import type { TeamApiKeyFirstViewWire, TeamApiKeyWire } from '../../../protocol/wire/api-keys';
import type { CachedValue } from '../../cache';
import { areaApi } from './area-api';
import { apiKeyBaseFields, apiKeyCreationFields, type ApiKeyBase, type ApiKeyCreationOptions } from './api-keys';
import type { UserContext } from './context';

interface TeamApiKeyFields extends ApiKeyBase {
  type: 'team';
  teamId: string;
}

/** A team key as listed: only its last four characters are known. */
export interface TeamApiKey extends TeamApiKeyFields {
  value: { lastFour: string };
}

/** The team key as created: `value` is the full secret, which the server never shows again. */
export interface TeamApiKeyFirstView extends TeamApiKeyFields {
  value: string;
}

export interface TeamApiKeyMethods {
  /** The team's keys, newest first (cached per team). */
  listApiKeys(): Promise<TeamApiKey[]>;
  /** The cache behind listApiKeys, for subscribers (React). */
  apiKeysCache(): CachedValue<TeamApiKey[]>;
  createApiKey(options: ApiKeyCreationOptions): Promise<TeamApiKeyFirstView>;
}

export function teamApiKeyMethods(ctx: UserContext, teamId: string): TeamApiKeyMethods {
  const cache = (): CachedValue<TeamApiKey[]> =>
    ctx.cache(`team-api-keys:${teamId}`, async () => (await areaApi(ctx).apiKeys.listTeamKeys(ctx.session(), teamId)).map(fromWire));

  function fields(wire: TeamApiKeyWire | TeamApiKeyFirstViewWire): TeamApiKeyFields {
    const base = apiKeyBaseFields(ctx, wire, {
      patch: (body) => areaApi(ctx).apiKeys.updateTeamKey(ctx.session(), teamId, wire.id, body),
      refresh: () => cache().refresh(),
    });
    return { ...base, type: 'team', teamId: wire.team_id };
  }

  function fromWire(wire: TeamApiKeyWire): TeamApiKey {
    return { ...fields(wire), value: { lastFour: wire.value.last_four } };
  }

  return {
    listApiKeys: () => cache().get(),
    apiKeysCache: cache,
    async createApiKey(options) {
      const wire = await areaApi(ctx).apiKeys.createTeamKey(ctx.session(), { team_id: teamId, ...apiKeyCreationFields(options) }, options.idempotencyKey);
      // The key exists and its secret is in hand: a failed list refresh must not lose it.
      await cache().refresh().catch(() => undefined);
      return { ...fields(wire), value: wire.value };
    },
  };
}
