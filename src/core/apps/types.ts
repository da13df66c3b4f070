// The public shapes of the client app (camelCase domain objects, SPEC.md §3), gathered for importers outside
// src/core/apps: the data shapes live in ./shapes (leaf modules), the app interfaces in ./interfaces.
export type * from './shapes/urls';
export type * from './shapes/project';
export type * from './shapes/user';
export type * from './shapes/options';
export type { CurrentUser } from './interfaces/current-user';
export type { StackClientAppApi } from './interfaces/client-app';
