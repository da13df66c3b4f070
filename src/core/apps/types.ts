// The public shapes of the client app (camelCase domain objects, SPEC.md §3), gathered for importers outside
// src/core/apps: the data shapes live in ./shapes (leaf modules), the app interfaces in ./interfaces.
export type { HandlerRoute, HandlerUrlKey, HandlerUrls, RedirectMethod } from './shapes/urls';
export type { Project, ProjectConfig } from './shapes/project';
export type { PublicUser, Team, UserUpdateOptions } from './shapes/user';
export type {
  EmailCallbackOptions,
  GetUserOr,
  MagicLinkSendOptions,
  MagicLinkSignInOptions,
  MfaSignInOptions,
  PasskeySignInOptions,
  SignInOptions,
  SignUpOptions,
  StackClientAppOptions,
  TokenStoreInit,
} from './shapes/options';
export type { CurrentUser } from './interfaces/current-user';
export type { StackClientAppApi } from './interfaces/client-app';
