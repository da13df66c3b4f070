// The shape of the rendered config tree (PROTOCOL.md §6.2): which keys exist, their types and their
// schema defaults, which override level may set them (§5.27), and the checks an override passes.
import type { Json } from '../../src/protocol/schema';
import { OAUTH_PROVIDER_TYPES } from '../../src/protocol/wire/admin-projects';
import type { ConfigOverrideLevel } from '../../src/protocol/wire/config';
import { DEFAULT_EMAIL_THEMES } from './email-themes';
import { findUnsafePath, pathSegments, setOwn, unsafePrefix, type JsonObject } from './safe-paths';

export type ConfigObject = JsonObject;

type Spec =
  | { kind: 'boolean' | 'string' | 'number'; default?: Json }
  | { kind: 'enum'; values: readonly string[]; default?: string }
  | { kind: 'object'; fields: Record<string, Spec> }
  | { kind: 'record'; entry: Spec; default?: ConfigObject; optional?: boolean }
  | { kind: 'any'; default?: Json };

const bool = (d?: boolean): Spec => ({ kind: 'boolean', ...(d === undefined ? {} : { default: d }) });
const str = (d?: string): Spec => ({ kind: 'string', ...(d === undefined ? {} : { default: d }) });
const num: Spec = { kind: 'number' };
const oneOf = (values: readonly string[], d?: string): Spec => ({ kind: 'enum', values, ...(d === undefined ? {} : { default: d }) });
const obj = (fields: Record<string, Spec>): Spec => ({ kind: 'object', fields });
const record = (entry: Spec, d?: ConfigObject): Spec => ({ kind: 'record', entry, ...(d === undefined ? {} : { default: d }) });
/** A record left out of the rendered tree until something is set in it. */
const optionalRecord = (entry: Spec): Spec => ({ kind: 'record', entry, optional: true });
const any = (d?: Json): Spec => ({ kind: 'any', ...(d === undefined ? {} : { default: d }) });
const allowSignIn = obj({ allowSignIn: bool(false) });

/** The default templates of §5.21 (display names only; their sources belong to the e-mail work). */
const DEFAULT_TEMPLATES: ConfigObject = {
  'e7d009ce-8d47-4528-b245-5bf119f2ffa3': { displayName: 'Email Verification' },
  'a70fb3a4-56c1-4e42-af25-49d25603abd0': { displayName: 'Password Reset' },
  '822687fe-8d0a-4467-a0d1-416b6e639478': { displayName: 'Magic Link/OTP' },
  'e84de395-2076-4831-9c19-8e9a96a868e4': { displayName: 'Team Invitation' },
  '066dd73c-36da-4fd0-b6d6-ebf87683f8bc': { displayName: 'Sign In Invitation' },
  '70372aee-0441-4d80-974c-2e858e40123a': { displayName: 'Payment Receipt' },
  'f64b1afe-27ec-4a28-a277-7178f3261f9a': { displayName: 'Payment Failed' },
};
const DEFAULT_THEMES: ConfigObject = Object.fromEntries(DEFAULT_EMAIL_THEMES.map((t) => [t.id, { displayName: t.displayName }]));

/** Every app Stack knows; each is listed under apps.installed, not enabled unless an override enables it. */
export const APP_IDS = ['authentication', 'fraud-protection', 'onboarding', 'teams', 'rbac', 'api-keys', 'payments', 'emails', 'email-api', 'data-vault', 'webhooks', 'tv-mode', 'launch-checklist', 'catalyst', 'neon', 'convex', 'vercel', 'analytics'] as const;

const CONFIG_SPEC: Spec = obj({
  sourceOfTruth: any({ type: 'hosted' }),
  project: obj({ requirePublishableClientKey: bool(false) }),
  auth: obj({
    allowSignUp: bool(true),
    password: allowSignIn,
    otp: allowSignIn,
    passkey: allowSignIn,
    oauth: obj({
      accountMergeStrategy: oneOf(['link_method', 'raise_error', 'allow_duplicates'], 'link_method'),
      providers: record(
        obj({
          type: oneOf(OAUTH_PROVIDER_TYPES),
          isShared: bool(true),
          allowSignIn: bool(false),
          allowConnectedAccounts: bool(false),
          clientId: str(),
          clientSecret: str(),
          facebookConfigId: str(),
          microsoftTenantId: str(),
          appleBundles: optionalRecord(obj({ bundleId: str() })),
        }),
      ),
    }),
    signUpRules: record(any()),
    signUpRulesDefaultAction: oneOf(['allow', 'reject', 'restrict', 'log'], 'allow'),
  }),
  teams: obj({ createPersonalTeamOnSignUp: bool(false), allowClientTeamCreation: bool(false) }),
  users: obj({ allowClientUserDeletion: bool(false) }),
  onboarding: obj({ requireEmailVerification: bool(false) }),
  apiKeys: obj({ enabled: obj({ user: bool(false), team: bool(false) }) }),
  apps: obj({ installed: record(obj({ enabled: bool(false) }), Object.fromEntries(APP_IDS.map((id) => [id, { enabled: false }]))) }),
  domains: obj({
    allowLocalhost: bool(false),
    trustedDomains: record(obj({ baseUrl: str(), handlerPath: str('/handler') })),
  }),
  rbac: obj({
    permissions: record(obj({ description: str(), scope: oneOf(['team', 'project']), containedPermissionIds: record(bool()) })),
    defaultPermissions: obj({ teamCreator: record(bool()), teamMember: record(bool()), signUp: record(bool()) }),
  }),
  emails: obj({
    server: obj({
      isShared: bool(true),
      provider: oneOf(['smtp', 'resend', 'managed'], 'smtp'),
      host: str(),
      port: num,
      username: str(),
      password: str(),
      senderName: str(),
      senderEmail: str(),
      managedSubdomain: str(),
      managedSenderLocalPart: str(),
    }),
    selectedThemeId: str(DEFAULT_EMAIL_THEMES[0]!.id),
    themes: record(any(), DEFAULT_THEMES),
    templates: record(any(), DEFAULT_TEMPLATES),
  }),
  payments: any({ blockNewPurchases: false, testMode: true, productLines: {}, products: {}, items: {} }),
  dbSync: any({ externalDatabases: {} }),
  dataVault: any({ stores: {} }),
  analytics: any({ queryFolders: {} }),
  customDashboards: any({}),
});

const isObject = (value: Json | undefined): value is ConfigObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T extends Json>(value: T): T => structuredClone(value);

/** A complete value for `spec`: given values where present, schema defaults elsewhere; unknown keys dropped. */
function render(spec: Spec, value: Json | undefined): Json | undefined {
  switch (spec.kind) {
    case 'object': {
      const out: ConfigObject = {};
      for (const [key, field] of Object.entries(spec.fields)) {
        const rendered = render(field, isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined);
        if (rendered !== undefined) setOwn(out, key, rendered);
      }
      return out;
    }
    case 'record': {
      if (spec.optional && !isObject(value)) return undefined;
      // Entries set are laid over the default entries (a custom theme joins the default ones).
      const source = { ...clone(spec.default ?? {}), ...(isObject(value) ? value : {}) };
      const out: ConfigObject = {};
      for (const [key, entry] of Object.entries(source)) {
        const rendered = render(spec.entry, entry);
        if (rendered !== undefined) setOwn(out, key, rendered);
      }
      return out;
    }
    default:
      return value === undefined || value === null ? (spec.default === undefined ? undefined : clone(spec.default)) : value;
  }
}

/** The full tree from a partial one (missing keys get their schema defaults). */
export function renderConfig(partial: ConfigObject): ConfigObject {
  const tree = render(CONFIG_SPEC, partial) as ConfigObject;
  // A provider without a type is not shown (as Stack's rendering drops it).
  const oauth = (tree.auth as ConfigObject).oauth as ConfigObject;
  oauth.providers = Object.fromEntries(Object.entries(oauth.providers as ConfigObject).filter(([, node]) => isObject(node) && node.type !== undefined));
  // Custom templates take a project's own e-mail server; on the shared one only the defaults show.
  const emails = tree.emails as ConfigObject;
  if ((emails.server as ConfigObject).isShared !== false) emails.templates = clone(DEFAULT_TEMPLATES);
  return tree;
}

/** Dot-notation keys whose subtree only one level may set (§5.27 "Level contents"). */
const PROJECT_ONLY = ['sourceOfTruth', 'project'];
const ENVIRONMENT_ONLY = ['domains', 'emails.server', 'payments.testMode', 'analytics', 'customDashboards'];
/** A provider's sharing and credentials (Stack's environment schema); its type and switches may sit on the branch. */
const ENVIRONMENT_ONLY_PROVIDER_FIELDS = ['isShared', 'clientId', 'clientSecret', 'facebookConfigId', 'microsoftTenantId', 'appleBundles'];

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

function levelOf(path: string): ConfigOverrideLevel | 'branch-or-environment' {
  if (PROJECT_ONLY.some((p) => within(path, p))) return 'project';
  if (ENVIRONMENT_ONLY.some((p) => within(path, p))) return 'environment';
  const segments = pathSegments(path);
  if (within(path, 'auth.oauth.providers') && segments.length >= 5 && ENVIRONMENT_ONLY_PROVIDER_FIELDS.includes(segments[4]!)) return 'environment';
  return 'branch-or-environment';
}

/** Every dot-notation path inside an object value (its depth is bounded by the JSON depth limit). */
function nestedPaths(key: string, value: Json): string[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([inner, v]) => [`${key}.${inner}`, ...nestedPaths(`${key}.${inner}`, v)]);
}

function levelProblem(path: string, level: ConfigOverrideLevel): string | null {
  const owner = levelOf(path);
  if (owner === level || (owner === 'branch-or-environment' && level !== 'project')) return null;
  const where = owner === 'branch-or-environment' ? 'branch or environment' : owner;
  return `The key "${path}" cannot be set in the ${level} config override (it belongs to the ${where} level).`;
}

function checkValue(spec: Spec, value: Json, path: string, problems: string[]): void {
  if (value === null) return; // null unsets a key
  switch (spec.kind) {
    case 'boolean':
    case 'string':
    case 'number':
      if (typeof value !== spec.kind) problems.push(`${path} must be a ${spec.kind}`);
      return;
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) problems.push(`${path} must be one of the following values: ${spec.values.join(', ')}`);
      return;
    case 'object':
      if (!isObject(value)) return void problems.push(`${path} must be an object`);
      for (const [key, inner] of Object.entries(value)) {
        const field = Object.hasOwn(spec.fields, key) ? spec.fields[key] : undefined;
        if (!field) problems.push(notInSchema(`${path}.${key}`, `${path}.${key}`));
        else checkValue(field, inner, `${path}.${key}`, problems);
      }
      return;
    case 'record':
      if (!isObject(value)) return void problems.push(`${path} must be an object`);
      for (const [key, inner] of Object.entries(value)) checkValue(spec.entry, inner, `${path}.${key}`, problems);
      return;
    case 'any':
      return;
  }
}

function notInSchema(key: string, missing: string): string {
  return `The key "${key}" is not valid (nested object not found in schema: "${missing}").`;
}

/**
 * The problem of an entry that names the prototype (`__proto__`, `constructor`, `prototype`) in a segment
 * of its key or in any key of its value, worded as any key outside the schema; null when it has none.
 */
export function unsafeEntryProblem(key: string, value: Json): string | null {
  const inKey = unsafePrefix(key);
  if (inKey !== null) return notInSchema(key, inKey);
  const inValue = findUnsafePath(value, key);
  return inValue === null ? null : notInSchema(inValue, inValue);
}

/** What is wrong with setting dot-notation `key` to `value` in a `level` override (empty when nothing). */
export function overrideEntryProblems(level: ConfigOverrideLevel, key: string, value: Json): string[] {
  const unsafe = unsafeEntryProblem(key, value);
  if (unsafe) return [unsafe];
  const segments = pathSegments(key);
  if (segments.some((s) => s.length === 0)) return [notInSchema(key, key)];
  let spec: Spec = CONFIG_SPEC;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (spec.kind === 'any') break;
    if (spec.kind === 'object' && Object.hasOwn(spec.fields, segment)) spec = spec.fields[segment]!;
    else if (spec.kind === 'record') spec = spec.entry;
    else return [notInSchema(key, segments.slice(0, i + 1).join('.'))];
  }
  // The key and every path inside its value: a provider object may carry environment-only fields.
  const levelErrors = [key, ...nestedPaths(key, value)].flatMap((path) => levelProblem(path, level) ?? []);
  if (levelErrors.length > 0) return levelErrors;
  const problems: string[] = [];
  if (spec.kind !== 'any') checkValue(spec, value, key, problems);
  return problems;
}

export { isObject as isConfigObject };
