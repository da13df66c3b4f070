// The config tree and its overrides (PROTOCOL.md §5.27), mapped onto the emulator's stored project
// config by emulator/projects/config-tree.ts.
import type { Json } from '../../src/protocol/schema';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { KnownErrors } from '../../src/protocol/errors';
import { configEndpoints as e } from '../../src/protocol/endpoints/config';
import { CONFIG_OVERRIDE_LEVELS, RESETTABLE_CONFIG_LEVELS, type ConfigOverrideLevel } from '../../src/protocol/wire/config';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError, success } from '../http';
import {
  checkOverrideEntries,
  checkResetKeys,
  commitConfigChange,
  parseOverrideString,
  planConfigChange,
  readBranchSource,
  readOverrideLevels,
  renderedConfig,
  writeBranchSource,
  type PlannedConfigChange,
} from '../projects/config-overrides';
import type { FlatOverride } from '../projects/config-tree';
import { route, type RouteDef } from '../routing';

/** The `{level}` path segment: SCHEMA_ERROR when unknown; server access may manage the branch level only. */
function levelOf(c: AppContext, auth: AuthInfo, allowed: readonly ConfigOverrideLevel[] = CONFIG_OVERRIDE_LEVELS): ConfigOverrideLevel {
  const level = c.req.param('level') ?? '';
  if (!(allowed as readonly string[]).includes(level)) {
    const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, [`params.level must be one of the following values: ${allowed.join(', ')}`]);
    throw new KnownErrors.SchemaError({ message }, message);
  }
  if (auth.type === 'server' && level !== 'branch') throw new StatusError(403, 'Server access can only manage branch config overrides.');
  return level as ConfigOverrideLevel;
}

/** Writes the level override and the legacy record it implies, together. */
async function commit(c: AppContext, auth: AuthInfo, change: PlannedConfigChange): Promise<Response> {
  await commitConfigChange(c.var.ctx.db, auth.project.id, change);
  return success(c);
}

export const internalConfigRoutes: RouteDef[] = [
  route(e.get, async (c, { auth }) => {
    return json(c, { config_string: JSON.stringify(await renderedConfig(c.var.ctx.db, auth.project)) });
  }),

  route(e.getOverride, async (c, { auth }) => {
    const level = levelOf(c, auth);
    const levels = await readOverrideLevels(c.var.ctx.db, auth.project.id);
    return json(c, { config_string: JSON.stringify(levels[level]) });
  }),

  // Merges into the level: each key replaces its subtree, null removes it.
  route(e.updateOverride, async (c, { auth, body }) => {
    const level = levelOf(c, auth);
    const entries = Object.entries(parseOverrideString(body.config_override_string));
    checkOverrideEntries(level, entries);
    return commit(c, auth, await planConfigChange(c.var.ctx.db, auth.project, level, entries));
  }),

  // Replaces the level: keys it no longer sets fall back as if removed.
  route(e.setOverride, async (c, { auth, body }) => {
    const level = levelOf(c, auth);
    if (level === 'branch' && body.source === undefined) throw new StatusError(400, 'source is required for branch level config');
    const override = parseOverrideString(body.config_string) as FlatOverride;
    const entries = Object.entries(override);
    checkOverrideEntries(level, entries);
    const previous = (await readOverrideLevels(c.var.ctx.db, auth.project.id))[level];
    const removed: [string, Json][] = Object.keys(previous).filter((k) => !Object.hasOwn(override, k)).map((k) => [k, null]);
    const change = await planConfigChange(c.var.ctx.db, auth.project, level, [...removed, ...entries], override);
    return commit(c, auth, { ...change, ...(level === 'branch' && body.source ? { source: body.source } : {}) });
  }),

  route(e.resetKeys, async (c, { auth, body }) => {
    const level = levelOf(c, auth, RESETTABLE_CONFIG_LEVELS);
    checkResetKeys(body.keys);
    return commit(c, auth, await planConfigChange(c.var.ctx.db, auth.project, level, body.keys.map((k): [string, Json] => [k, null])));
  }),

  route(e.getSource, async (c, { auth }) => {
    return json(c, { source: await readBranchSource(c.var.ctx.db, auth.project.id) });
  }),

  route(e.unlinkSource, async (c, { auth }) => {
    await writeBranchSource(c.var.ctx.db, auth.project.id, { type: 'unlinked' });
    return success(c);
  }),
];
