// The internal project flow (SPEC.md §5, §6; PROTOCOL.md §2.6, §5.19): a user signed in to an app of
// the project `internal` creates projects and lists the ones their teams own. Each comes with an admin
// app that acts with this user's access token (`projectOwnerSession`), so no secret key is needed.
// Named as in the official SDK: createProject, listOwnedProjects, AdminOwnedProject.app.
import type { AdminProjectWire } from '../../../protocol/wire/admin-projects';
import { refreshIfRead, type CachedValue } from '../../cache';
import { OwnedProjectEndpoints } from '../../interface/client/owned-projects';
import type { Session } from '../../session';
import type { AdminProject, AdminProjectCreateOptions } from '../admin/projects';
// Type-only, the one allowed edge of the cycle test (test/unit/architecture/cycles.test.ts): AdminOwnedProject.app is the class.
import type { StackAdminApp } from '../admin/admin-app';
import { adminSdk } from './owned-admin-app';
import type { UserContext } from './context';
import { defineUserArea, userCache } from './define-area';
import { ensureInternalProject } from './internal-project';

export { INTERNAL_PROJECT_ONLY_MESSAGE } from './internal-project';

const ownedProjectsCache = userCache('owned-projects', loadOwnedProjects);

/** An owned project together with the admin app that administers it as its owner. */
export interface AdminOwnedProject extends AdminProject {
  readonly app: StackAdminApp;
}

export interface OwnedProjectMethods {
  /** Creates a project owned by `teamId` (one of the user's teams); the user administers it at once. */
  createProject(options: AdminProjectCreateOptions): Promise<AdminOwnedProject>;
  /** The projects owned by the user's teams, oldest first (cached). */
  listOwnedProjects(): Promise<AdminOwnedProject[]>;
  /** The cache behind listOwnedProjects, for subscribers (React). */
  ownedProjectsCache(): CachedValue<AdminOwnedProject[]>;
}

/** One admin app per session and project, so repeated reads hand out the same app. */
const ownedApps = new WeakMap<Session, Map<string, StackAdminApp>>();

function ownedAppFor(ctx: UserContext, session: Session, projectId: string): StackAdminApp {
  let apps = ownedApps.get(session);
  if (!apps) ownedApps.set(session, (apps = new Map()));
  const existing = apps.get(projectId);
  if (existing) return existing;
  const { baseUrl, fetch } = ctx.api.pipeline.config;
  const app = adminSdk().app({
    baseUrl,
    projectId,
    // The owner's current access token (refreshed when close to expiry) is the admin access token.
    projectOwnerSession: async () => (await session.getTokens()).accessToken,
    ...(fetch === undefined ? {} : { fetch }),
    clock: ctx.clock,
    // StackAdminApp is the only provider (./owned-admin-app); the registry names it loosely to stay a leaf.
  }) as StackAdminApp;
  apps.set(projectId, app);
  return app;
}

// Built on first use: the methods are attached to every user object, most never call them.
const endpoints = (ctx: UserContext): OwnedProjectEndpoints => new OwnedProjectEndpoints(ctx.api.pipeline);

function toOwned(ctx: UserContext, session: Session, wire: AdminProjectWire, refresh: () => Promise<void>): AdminOwnedProject {
  const app = ownedAppFor(ctx, session, wire.id);
  return { ...app.adminProjectFromWire(wire, refresh), app };
}

/** The load of ownedProjectsCache. */
export async function loadOwnedProjects(ctx: UserContext): Promise<AdminOwnedProject[]> {
  const session = ctx.session();
  const refresh = () => refreshIfRead(ownedProjectsCache(ctx));
  return (await endpoints(ctx).listOwnedProjects(session)).map((wire) => toOwned(ctx, session, wire, refresh));
}

export function ownedProjectMethods(ctx: UserContext): OwnedProjectMethods {
  const cache = (): CachedValue<AdminOwnedProject[]> => ownedProjectsCache(ctx);
  return {
    async createProject(options) {
      ensureInternalProject(ctx);
      const session = ctx.session();
      const wire = await endpoints(ctx).createProject(session, adminSdk().createBody(options));
      const refresh = () => refreshIfRead(cache());
      await refresh();
      return toOwned(ctx, session, wire, refresh);
    },
    async listOwnedProjects() {
      ensureInternalProject(ctx);
      return cache().get();
    },
    ownedProjectsCache() {
      ensureInternalProject(ctx);
      return cache();
    },
  };
}

export const ownedProjectsArea = defineUserArea({ caches: [ownedProjectsCache], methods: ownedProjectMethods });
