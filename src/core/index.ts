// The public client SDK: apps, their domain types, errors and results. Framework-free and SSR-safe.

export { StackClientApp, USER_NOT_SIGNED_IN_MESSAGE } from './apps/client-app';
export { stackAppInternalsSymbol, type StackClientAppJson } from './apps/client/app-json';
export { NON_PERSISTENT_STORE_MESSAGE } from './apps/client/session-stores';
export { StackServerApp, type StackServerAppOptions } from './apps/server/server-app';
export { StackAdminApp, type StackAdminAppOptions } from './apps/admin/admin-app';
export { AdminInterface, type AdminInterfaceOptions } from './interface/admin/admin-interface';
export {
  TrustedDomainsError,
  type AdminProject,
  type AdminProjectCreateOptions,
  type AdminProjectUpdateOptions,
  type ProductionModeError,
} from './apps/admin/projects';
export type {
  AdminDomainConfig,
  AdminEmailConfig,
  AdminOAuthProviderConfig,
  AdminProjectConfig,
  AdminProjectConfigUpdateOptions,
} from './apps/admin/project-config';
export type { CompleteConfig, ConfigOverride, PushedConfigSource, PushConfigOptions } from './apps/admin/config';
export type { InternalApiKey, InternalApiKeyCreateOptions, InternalApiKeyFirstView, InternalApiKeyStatus } from './apps/admin/api-keys';
export type {
  AdminPermissionDefinition,
  AdminPermissionDefinitionCreateOptions,
  AdminPermissionDefinitionUpdateOptions,
  AdminProjectPermissionDefinition,
  AdminTeamPermissionDefinition,
} from './apps/admin/permission-definitions';
export { INTERNAL_PROJECT_ONLY_MESSAGE, type AdminOwnedProject } from './apps/user/owned-projects';
export { productionModeProblems, isLocalHostname, PRODUCTION_MODE_MESSAGES, type TrustedDomainProblem } from '../protocol/trusted-domains';
export type {
  ProjectMetrics,
  MetricsDataPoint,
  MetricsActivitySplit,
  MetricsUser,
  MetricsAuthOverview,
  MetricsPaymentsOverview,
  MetricsEmailOverview,
  MetricsAnalyticsOverview,
} from './apps/admin/metrics';
export type { SvixToken } from './apps/admin/webhooks';
export type { ChatAnswer, ChatContextType, ChatMessage } from './apps/admin/ai-chat';
export type { ServerTeam, ServerTeamCreateOptions, ServerTeamUpdateOptions } from './apps/server/server-team';
export type { ServerUser, ServerUserData } from './apps/server/server-user';
export type { ServerUserCreateOptions, ServerUserUpdateOptions } from './apps/server/user/body';
export type { ServerListUsersOptions, ServerUserPage } from './apps/server/users';
export type { CreateSessionOptions, CreatedSession } from './apps/server/user/sessions';
export type { ServerContactChannel, ServerContactChannelCreateOptions, ServerContactChannelUpdateOptions } from './apps/server/user/contact-channels';
export type { ServerNotificationCategory } from './apps/server/user/notifications';
export type { ServerOAuthProvider, ServerOAuthProviderCreateOptions, ServerOAuthProviderUpdateOptions } from './apps/server/user/oauth-providers';
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
export type { ContactChannel, ContactChannelCreateOptions, ContactChannelUpdateOptions } from './apps/user/contact-channels';
export type { ActiveSession, GeoInfo } from './apps/user/sessions';
export type { Passkey } from './apps/user/passkeys';
export type { NotificationCategory } from './apps/user/notifications';
export type { OAuthProvider, OAuthConnection, Connection, GetConnectedAccountOptions } from './apps/user/connected-accounts';
export { AsyncCache, CacheMap, type CachedValue, type AsyncCacheOptions } from './cache';
export { ClientInterface, type ClientInterfaceOptions } from './interface/client-interface';
export { ServerInterface, type ServerInterfaceOptions } from './interface/server-interface';
export { UNTRUSTED_REDIRECT_MESSAGE, AFTER_AUTH_RETURN_TO_PARAM } from './auth/redirect';
export { MAGIC_LINK_CODE_PARAM, magicLinkCodeFromOtp, normalizeOtp } from './auth/magic-link';
export type { MagicLinkSendOptions, MagicLinkSignInOptions } from './apps/types';
export { MFA_ATTEMPT_CODE_STORAGE_KEY, readMfaAttemptCode, clearMfaAttemptCode } from './auth/mfa';
export type { MfaSignInOptions } from './apps/types';
export { NO_PRIMARY_EMAIL_MESSAGE } from './auth/passwords';
export type { EmailCallbackOptions } from './apps/types';
export { PASSKEY_MESSAGES, type WebAuthnCeremonies } from './auth/passkey';
export type { PasskeySignInOptions } from './apps/types';
// The WebAuthn ceremonies' wire shapes appear in public signatures, so declaration users can name them.
export type { PasskeyAuthenticationResponseWire, PasskeyCreationOptionsWire, PasskeyRegistrationCredentialWire, PasskeyRequestOptionsWire } from '../protocol/wire/passkeys';
export {
  startCliLogin,
  pollCliLogin,
  promptCliLogin,
  cliAuthConfirmUrl,
  CLI_AUTH_CONFIRM_PATH,
  CLI_LOGIN_CODE_PARAM,
  CLI_AUTH_EXPIRED_MESSAGE,
  CLI_AUTH_USED_MESSAGE,
  CLI_AUTH_TIMEOUT_MESSAGE,
  type CliLoginApi,
  type CliLoginAttempt,
  type CliLoginConnection,
  type StartCliLoginOptions,
  type PollCliLoginOptions,
  type PromptCliLoginOptions,
} from './auth/cli-login';
// The full catalogue with the server's wording: the SDK in Node words `new KnownErrors.X(details)` as the API does.
export { KnownError, KnownErrors, knownErrorFromWire } from '../protocol/errors';
export { RequestTimeoutError, StackConnectionError, StackHttpError, StackProtocolError } from './http/errors';
export { DEFAULT_REQUEST_TIMEOUT_MS } from './http/time-limit';
export { createIdempotencyKey } from './http/nonce';
export { isOutcomeUnknown, isWriteMethod, WriteOutcomeUnknownError, type IdempotentWriteOptions } from './http/outcome';
export { Result } from './result';
export { systemClock, ManualClock, type Clock } from '../protocol/clock';
