// The project as its owner sees it (official SDK `AdminProject`): the admin view of PROTOCOL.md §4.10,
// update / delete, the config tree, and the production-mode rules for trusted domains (SPEC.md §5),
// which update() checks before anything is sent.
import {
  describeProductionModeProblems,
  productionModeProblems,
  type TrustedDomainProblem,
} from '../../../protocol/trusted-domains';
import type { AdminProjectCreateBody, AdminProjectUpdateBody, AdminProjectWire, OnboardingStatus } from '../../../protocol/wire/admin-projects';
import type { AdminInterface } from '../../interface/admin/admin-interface';
import { configMethods, setRequirePublishableClientKey, type ConfigMethods } from './config';
import { adminConfigFromWire, configUpdateToWire, type AdminProjectConfig, type AdminProjectConfigUpdateOptions } from './project-config';

export type { TrustedDomainProblem };
/** The official SDK's name for a violated production-mode rule. */
export type ProductionModeError = TrustedDomainProblem;

export interface AdminProjectUpdateOptions {
  displayName?: string;
  description?: string | null;
  isProductionMode?: boolean;
  onboardingStatus?: OnboardingStatus;
  /** Whether client calls must carry a publishable client key (the project-level config override). */
  requirePublishableClientKey?: boolean;
  logoUrl?: string | null;
  logoFullUrl?: string | null;
  logoDarkModeUrl?: string | null;
  logoFullDarkModeUrl?: string | null;
  config?: AdminProjectConfigUpdateOptions;
}

/** What a dashboard user gives to create a project (the official SDK's AdminProjectCreateOptions). */
export interface AdminProjectCreateOptions extends Omit<AdminProjectUpdateOptions, 'displayName' | 'requirePublishableClientKey'> {
  displayName: string;
  /** The internal-project team that will own the project; the creator must belong to it. */
  teamId: string;
  isDevelopmentEnvironment?: boolean;
}

export interface AdminProject extends ConfigMethods {
  readonly id: string;
  readonly displayName: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly isProductionMode: boolean;
  readonly isDevelopmentEnvironment: boolean;
  readonly ownerTeamId: string | null;
  readonly onboardingStatus: OnboardingStatus;
  readonly logoUrl: string | null;
  readonly logoFullUrl: string | null;
  readonly logoDarkModeUrl: string | null;
  readonly logoFullDarkModeUrl: string | null;
  readonly config: AdminProjectConfig;
  /**
   * Saves the given fields. When the result would be in production mode with trusted-domain settings
   * production mode forbids, nothing is sent and a TrustedDomainsError lists every problem.
   */
  update(options: AdminProjectUpdateOptions): Promise<void>;
  /** Deletes the project and everything in it. */
  delete(): Promise<void>;
  /** What keeps this snapshot's settings out of production mode (empty when nothing). */
  getProductionModeErrors(): Promise<ProductionModeError[]>;
}

/** update() refused to send settings that production mode forbids (SPEC.md §5). */
export class TrustedDomainsError extends Error {
  override readonly name = 'TrustedDomainsError';
  constructor(readonly problems: readonly TrustedDomainProblem[]) {
    super(describeProductionModeProblems(problems));
  }
}

/** The wire body of an update: only the fields that were given. */
export function projectUpdateToWire(options: Omit<AdminProjectUpdateOptions, 'requirePublishableClientKey'>): AdminProjectUpdateBody {
  const body: AdminProjectUpdateBody = {};
  if (options.displayName !== undefined) body.display_name = options.displayName;
  if (options.description !== undefined) body.description = options.description;
  if (options.isProductionMode !== undefined) body.is_production_mode = options.isProductionMode;
  if (options.onboardingStatus !== undefined) body.onboarding_status = options.onboardingStatus;
  if (options.logoUrl !== undefined) body.logo_url = options.logoUrl;
  if (options.logoFullUrl !== undefined) body.logo_full_url = options.logoFullUrl;
  if (options.logoDarkModeUrl !== undefined) body.logo_dark_mode_url = options.logoDarkModeUrl;
  if (options.logoFullDarkModeUrl !== undefined) body.logo_full_dark_mode_url = options.logoFullDarkModeUrl;
  if (options.config !== undefined) {
    const config = configUpdateToWire(options.config);
    if (Object.keys(config).length > 0) body.config = config;
  }
  return body;
}

export function projectCreateToWire(options: AdminProjectCreateOptions): AdminProjectCreateBody {
  const { displayName, teamId, isDevelopmentEnvironment, ...rest } = options;
  return {
    ...projectUpdateToWire(rest),
    display_name: displayName,
    owner_team_id: teamId,
    ...(isDevelopmentEnvironment === undefined ? {} : { is_development_environment: isDevelopmentEnvironment }),
  };
}

/** The production-mode problems of the project's settings after `options` (none unless it ends in production mode). */
export function problemsAfterUpdate(project: Pick<AdminProject, 'id' | 'isProductionMode' | 'config'>, options: AdminProjectUpdateOptions): TrustedDomainProblem[] {
  const isProductionMode = options.isProductionMode ?? project.isProductionMode;
  const touched = options.isProductionMode !== undefined || options.config?.allowLocalhost !== undefined || options.config?.domains !== undefined;
  if (!isProductionMode || !touched) return [];
  return productionModeProblems(project.id, {
    allowLocalhost: options.config?.allowLocalhost ?? project.config.allowLocalhost,
    domains: options.config?.domains ?? project.config.domains,
  });
}

export interface AdminProjectContext {
  readonly admin: AdminInterface;
  /** Runs after every write (cached lists of the owner refresh there). */
  afterChange(): Promise<void>;
}

export function createAdminProject(ctx: AdminProjectContext, wire: AdminProjectWire): AdminProject {
  const config = adminConfigFromWire(wire.config);
  const project: AdminProject = {
    id: wire.id,
    displayName: wire.display_name,
    description: wire.description,
    createdAt: new Date(wire.created_at_millis),
    isProductionMode: wire.is_production_mode,
    isDevelopmentEnvironment: wire.is_development_environment ?? false,
    ownerTeamId: wire.owner_team_id,
    onboardingStatus: wire.onboarding_status,
    logoUrl: wire.logo_url,
    logoFullUrl: wire.logo_full_url,
    logoDarkModeUrl: wire.logo_dark_mode_url,
    logoFullDarkModeUrl: wire.logo_full_dark_mode_url,
    config,
    ...configMethods(ctx.admin, () => ctx.afterChange()),
    async update(options) {
      const problems = problemsAfterUpdate(project, options);
      if (problems.length > 0) throw new TrustedDomainsError(problems);
      const { requirePublishableClientKey, ...rest } = options;
      const body = projectUpdateToWire(rest);
      if (Object.keys(body).length > 0) await ctx.admin.projects.updateProject(body);
      if (requirePublishableClientKey !== undefined) await setRequirePublishableClientKey(ctx.admin, requirePublishableClientKey);
      await ctx.afterChange();
    },
    async delete() {
      await ctx.admin.projects.deleteProject();
      await ctx.afterChange();
    },
    getProductionModeErrors: async () => productionModeProblems(project.id, { allowLocalhost: config.allowLocalhost, domains: config.domains }),
  };
  return project;
}
