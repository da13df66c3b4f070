// How owned projects reach the admin SDK at run time without importing it: admin-app.ts registers its
// class here when it loads, so the client app's modules (which StackAdminApp extends) never load it.
import type { Clock } from '../../../protocol/clock';
import type { AdminProjectCreateBody, AdminProjectWire } from '../../../protocol/wire/admin-projects';
import type { AdminProject, AdminProjectCreateOptions } from '../admin/projects';

/** What owned projects need of an admin app (StackAdminApp, the one provider, has it). */
export interface OwnedAdminAppLike {
  adminProjectFromWire(wire: AdminProjectWire, afterChange?: () => Promise<void>): AdminProject;
}

/** What an owned admin app is built from; StackAdminApp registers how (see provideOwnedAdminApps). */
export interface OwnedAdminAppOptions {
  baseUrl: string;
  projectId: string;
  projectOwnerSession: () => Promise<string | null>;
  fetch?: typeof fetch;
  clock?: Clock;
}

/** What the admin SDK lends the client's owned-project methods: its app and its create-body mapping. */
export interface OwnedAdminSdk {
  app: (options: OwnedAdminAppOptions) => OwnedAdminAppLike;
  createBody: (options: AdminProjectCreateOptions) => AdminProjectCreateBody;
}

let ownedAdminSdk: OwnedAdminSdk | null = null;

/**
 * Set by the admin-app module when it loads: the client app's modules never import StackAdminApp
 * (it extends them), so bundles without the admin SDK stay free of it.
 */
export function provideOwnedAdminApps(sdk: OwnedAdminSdk): void {
  ownedAdminSdk = sdk;
}

export function adminSdk(): OwnedAdminSdk {
  if (!ownedAdminSdk) throw new Error('Owned projects need the admin SDK: import StackAdminApp (the /sdk entry does).');
  return ownedAdminSdk;
}
