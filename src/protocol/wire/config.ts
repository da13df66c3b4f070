// The project config tree and its overrides (PROTOCOL.md §5.27, §6.2). Trees travel as JSON strings.
import { s, type Infer } from '../schema';
import { taggedUnion } from '../schema-combinators';

export const CONFIG_OVERRIDE_LEVELS = ['project', 'branch', 'environment'] as const;
export type ConfigOverrideLevel = (typeof CONFIG_OVERRIDE_LEVELS)[number];
/** The levels whose keys can be reset (POST …/reset-keys). */
export const RESETTABLE_CONFIG_LEVELS = ['branch', 'environment'] as const;

/** GET /internal/config and GET /internal/config/override/{level}. */
export const configStringResponse = s.object({ config_string: s.string() });
export type ConfigStringResponse = Infer<typeof configStringResponse>;

/** Where the branch config was pushed from. */
export const configSourceWire = taggedUnion('type', {
  'pushed-from-github': s.object({
    type: s.literal(['pushed-from-github'] as const),
    owner: s.string(),
    repo: s.string(),
    branch: s.string(),
    commit_hash: s.string(),
    config_file_path: s.string(),
    workflow_path: s.string().optional(),
  }),
  'pushed-from-unknown': s.object({ type: s.literal(['pushed-from-unknown'] as const) }),
  unlinked: s.object({ type: s.literal(['unlinked'] as const) }),
});
export type ConfigSourceWire = Infer<typeof configSourceWire>;

/** PATCH /internal/config/override/{level}: merged into the level (dot-notation keys, null deletes). */
export const configOverrideUpdateBody = s.object({ config_override_string: s.string() });
export type ConfigOverrideUpdateBody = Infer<typeof configOverrideUpdateBody>;

/** PUT /internal/config/override/{level}: replaces the level; `source` is required for `branch`. */
export const configOverrideSetBody = s.object({ config_string: s.string(), source: configSourceWire.optional() });
export type ConfigOverrideSetBody = Infer<typeof configOverrideSetBody>;

/** POST /internal/config/override/{branch|environment}/reset-keys. */
export const configResetKeysBody = s.object({ keys: s.array(s.string()) });
export type ConfigResetKeysBody = Infer<typeof configResetKeysBody>;

/** GET /internal/config/source. */
export const configSourceResponse = s.object({ source: configSourceWire });
export type ConfigSourceResponse = Infer<typeof configSourceResponse>;
