// Projects as their owners see and change them (PROTOCOL.md §4.10, §5.19, §6.1): the admin view, the
// legacy `config` write fields (written as an environment override, like the dashboard's edits) and the
// e-mail theme check. The production-mode rules for trusted domains are the SDK's (as Stack's dashboard
// checks them, not its API): src/core/apps/admin/projects.ts problemsAfterUpdate.
import { randomUUID } from 'node:crypto';
import { KnownErrors } from '../../src/protocol/errors';
import type { ApiDialect } from '../../src/protocol/headers';
import type { AdminProjectCreateBody, AdminProjectUpdateBody, AdminProjectWire, ProjectConfigWriteBody } from '../../src/protocol/wire/admin-projects';
import type { OnboardingStatus } from '../../src/protocol/wire/admin-projects';
import type { Database, Queryable } from '../db/database';
import { StatusError } from '../http';
import { ensureDefaultDefinitions } from '../permissions/definitions';
import { adminConfigView, defaultProjectConfig, type OAuthProviderConfig, type ProjectConfig } from './config';
import { planConfigChange, saveConfigOverride, writeOverrideLevel, type PlannedConfigChange } from './config-overrides';
import { legacyEntries, trustedDomainKey, type LegacyField } from './config-tree';
import { emailThemeIds } from './email-themes';
import { checkLogoUrl, hostImage } from '../storage/host';
import type { ImageStorage } from '../storage/image-storage';
import { getProject, insertProject, updateProject, type ProjectPatch, type ProjectRecord } from './store';

/** The admin view in the caller's dialect: `is_development_environment` is a 2.8.108+ field (PROTOCOL.md §9). */
export function adminProjectView(project: ProjectRecord, dialect: ApiDialect): AdminProjectWire {
  return {
    id: project.id,
    display_name: project.display_name,
    description: project.description,
    logo_url: project.logo_url,
    logo_full_url: project.logo_full_url,
    logo_dark_mode_url: project.logo_dark_mode_url,
    logo_full_dark_mode_url: project.logo_full_dark_mode_url,
    created_at_millis: project.created_at_millis,
    is_production_mode: project.is_production_mode,
    ...(dialect === 'hexclave' ? { is_development_environment: project.is_development_environment } : {}),
    owner_team_id: project.owner_team_id,
    onboarding_status: project.onboarding_status as OnboardingStatus,
    config: adminConfigView(project.config),
  };
}

/** The legacy fields the write body sets, as legacy values (domains get their tree keys). */
function legacyWrites(write: ProjectConfigWriteBody): Partial<ProjectConfig> {
  const out: Partial<ProjectConfig> = {};
  for (const [key, value] of Object.entries(write)) {
    if (value === undefined) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  if (write.domains) out.domains = write.domains.map((d) => ({ id: trustedDomainKey(d.domain), domain: d.domain, handler_path: d.handler_path }));
  if (write.oauth_providers) {
    // Providers written through this view are keyed by their type (§4.10).
    const byId = new Map<string, OAuthProviderConfig>();
    for (const p of write.oauth_providers) byId.set(p.id, { ...p, provider_config_id: p.id });
    out.oauth_providers = [...byId.values()];
  }
  return out;
}

async function checkEmailTheme(db: Queryable, projectId: string, write: ProjectConfigWriteBody | undefined): Promise<void> {
  if (write?.email_theme === undefined) return;
  if (!(await emailThemeIds(db, projectId)).includes(write.email_theme)) throw new StatusError(400, 'Invalid email theme');
}

const LOGO_FIELDS = ['logo_url', 'logo_full_url', 'logo_dark_mode_url', 'logo_full_dark_mode_url'] as const;

/** Where uploaded logos go (EmulatorContext.imageStorage) and the time they are stored at. */
export interface LogoUploads {
  storage: ImageStorage | undefined;
  now: number;
}

/** The body with its uploaded logos hosted (PROTOCOL.md §5.9's rule, as the real API applies it to logos). */
async function withHostedLogos<B extends AdminProjectUpdateBody>(db: Queryable, projectId: string, body: B, uploads: LogoUploads): Promise<B> {
  const hosted: B = { ...body };
  const request = { db, storage: uploads.storage, projectId, folder: 'project-logos' as const, now: uploads.now };
  for (const logo of LOGO_FIELDS) hosted[logo] = await hostImage(request, body[logo]);
  return hosted;
}

/** The plain columns of a create or update body (description null is stored as ""). */
function columnPatch(body: AdminProjectUpdateBody): ProjectPatch {
  const patch: ProjectPatch = {};
  if (body.display_name !== undefined) patch.display_name = body.display_name;
  if (body.description !== undefined) patch.description = body.description ?? '';
  if (body.is_production_mode !== undefined) patch.is_production_mode = body.is_production_mode;
  if (body.is_development_environment !== undefined) patch.is_development_environment = body.is_development_environment;
  for (const logo of LOGO_FIELDS) {
    if (body[logo] !== undefined) patch[logo] = body[logo] ?? null;
  }
  if (body.onboarding_status !== undefined) patch.onboarding_status = body.onboarding_status;
  return patch;
}

/** The config write fields as an environment-level change of the config tree. */
async function planConfigWrites(db: Queryable, project: ProjectRecord, write: ProjectConfigWriteBody | undefined): Promise<PlannedConfigChange | null> {
  const writes = legacyWrites(write ?? {});
  const fields = Object.keys(writes) as LegacyField[];
  if (fields.length === 0) return null;
  return planConfigChange(db, project, 'environment', legacyEntries({ ...project.config, ...writes }, fields));
}

/** PATCH /internal/projects/current: validated completely before anything is written. */
export async function updateOwnedProject(db: Database, project: ProjectRecord, body: AdminProjectUpdateBody, uploads: LogoUploads): Promise<ProjectRecord> {
  for (const logo of LOGO_FIELDS) checkLogoUrl(body[logo]);
  await checkEmailTheme(db, project.id, body.config);
  const change = await planConfigWrites(db, project, body.config);
  const patch: ProjectPatch = { ...columnPatch(await withHostedLogos(db, project.id, body, uploads)), ...(change ? { config: change.config } : {}) };
  const updated = await db.transaction(async (tx) => {
    if (change) await saveConfigOverride(tx, project.id, change);
    if (!(await updateProject(tx, project.id, patch))) return null;
    return getProject(tx, project.id);
  });
  if (!updated) throw new KnownErrors.ProjectNotFound({ project_id: project.id }); // deleted meanwhile
  return updated;
}

/** The apps a new project starts with installed (§6.1). */
const INSTALLED_APPS = { 'apps.installed.authentication.enabled': true, 'apps.installed.emails.enabled': true };

/** POST /internal/projects: the §6.1 defaults, the body's fields, its two default team permission definitions. */
export async function createOwnedProject(db: Database, now: number, body: AdminProjectCreateBody, storage: ImageStorage | undefined): Promise<ProjectRecord> {
  for (const logo of LOGO_FIELDS) checkLogoUrl(body[logo]);
  const id = randomUUID();
  const defaults = defaultProjectConfig();
  const writes = legacyWrites(body.config ?? {});
  await checkEmailTheme(db, id, body.config);
  const config: ProjectConfig = { ...defaults, ...writes };
  config.oauth_providers = [...config.oauth_providers].sort((a, b) => a.id.localeCompare(b.id));
  config.domains = [...config.domains].sort((a, b) => a.domain.localeCompare(b.domain));
  return db.transaction(async (tx) => {
    await insertProject(tx, { id, display_name: body.display_name, owner_team_id: body.owner_team_id, config }, now);
    // Logos are stored once the project they belong to exists.
    await updateProject(tx, id, columnPatch(await withHostedLogos(tx, id, body, { storage, now })));
    await ensureDefaultDefinitions(tx, id);
    // Stack writes a new project's settings, its installed apps included, to the environment override.
    await writeOverrideLevel(tx, id, 'environment', INSTALLED_APPS);
    const created = await getProject(tx, id);
    if (!created) throw new Error(`project ${id} vanished inside its creating transaction`);
    return created;
  });
}
