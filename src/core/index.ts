// The public client SDK: apps, their domain types, errors and results. Framework-free and SSR-safe.

export { StackClientApp, USER_NOT_SIGNED_IN_MESSAGE } from './apps/client-app';
export { resolveHandlerUrls } from './apps/urls';
export type {
  CurrentUser,
  GetUserOr,
  HandlerRoute,
  HandlerUrlKey,
  HandlerUrls,
  Project,
  ProjectConfig,
  PublicUser,
  RedirectMethod,
  SignInOptions,
  SignUpOptions,
  StackClientAppApi,
  StackClientAppOptions,
  Team,
  TokenStoreInit,
  UserUpdateOptions,
} from './apps/types';
export { ClientInterface, type ClientInterfaceOptions } from './interface/client-interface';
export { UNTRUSTED_REDIRECT_MESSAGE, AFTER_AUTH_RETURN_TO_PARAM } from './auth/redirect';
export { KnownError, KnownErrors, knownErrorFromWire } from '../protocol/errors';
export { StackConnectionError, StackHttpError, StackProtocolError } from './http/errors';
export { Result } from './result';
export { systemClock, ManualClock, type Clock } from './clock';
