// The emulator's HTTP app. Order (PROTOCOL.md §1.9): response headers wrap everything, the development
// routes refuse other origins and foreign hosts (local-only.ts), CORS wraps the API and the webhook registry;
// each API route then parses the body, processes the auth headers, validates, and runs its handler.
import { Hono } from 'hono';
import type { AppEnv, EmulatorContext } from './context';
import { cors } from './middleware/cors';
import { localOnly } from './middleware/local-only';
import { renderError, renderNotFound } from './middleware/errors';
import { idempotency } from './middleware/idempotency';
import { responseHeaders } from './middleware/response-headers';
import { install } from './routing';
import { installExtras, type ExtraRouteDef } from './extra-routes';
import { anonymousRoutes } from './routes/auth-anonymous';
import { apiKeyRoutes } from './routes/api-keys';
import { cliAuthRoutes } from './routes/auth-cli';
import { mfaRoutes } from './routes/auth-mfa';
import { mfaRecoveryCodeRoutes } from './routes/mfa-recovery-codes';
import { passkeyRoutes } from './routes/auth-passkey';
import { passkeyListRoutes } from './routes/passkey-list';
import { passwordRoutes } from './routes/auth-password';
import { passwordResetRoutes } from './routes/auth-password-reset';
import { contactChannelVerificationRoutes } from './routes/contact-channel-verification';
import { contactChannelRoutes } from './routes/contact-channels';
import { otpRoutes } from './routes/auth-otp';
import { jwksAliasRoutes, jwksRoutes } from './routes/jwks';
import { emulatorFeatureRoutes } from './routes/emulator-features';
import { mailboxRoutes } from './routes/mailbox';
import { oauthTokenRoutes } from './routes/oauth-token';
import { oauthRoutes } from './routes/oauth';
import { oauthAppleNativeRoutes } from './routes/oauth-apple-native';
import { oauthCrossDomainRoutes } from './routes/oauth-cross-domain';
import { oauthAccountRoutes } from './routes/oauth-accounts';
import { connectedAccountRoutes } from './routes/connected-accounts';
import { emulatorProjectRoutes, projectRoutes } from './routes/projects';
import { rootRoutes } from './routes/root';
import { featureSupportRoutes } from './routes/check-feature-support';
import { dashboardRoutes } from './routes/dashboard';
import { sessionRoutes } from './routes/sessions';
import { notificationPreferenceRoutes } from './routes/notification-preferences';
import { userRoutes } from './routes/users';
import { teamRoutes } from './routes/teams';
import { teamMembershipRoutes } from './routes/team-memberships';
import { teamMemberProfileRoutes } from './routes/team-member-profiles';
import { permissionRoutes } from './routes/permissions';
import { teamInvitationRoutes } from './routes/team-invitations';
import { userListCreateRoutes } from './routes/users-list-create';
import { internalProjectRoutes } from './routes/internal-projects';
import { internalApiKeyRoutes } from './routes/internal-api-keys';
import { internalConfigRoutes } from './routes/internal-config';
import { emailTemplateRoutes } from './routes/email-templates';
import { emailRoutes } from './routes/emails';
import { metricsRoutes } from './routes/metrics';
import { webhookRoutes } from './routes/webhooks';
import { webhookEndpointRoutes } from './routes/webhook-endpoints';
import { aiChatRoutes } from './routes/ai-chat';
import { webhookDispatchAfterRequest } from './webhooks/after-request';
import { paymentRoutes } from './routes/payments';
import { analyticsRoutes } from './routes/analytics';

export const API_ROUTES = [
  ...rootRoutes,
  ...passwordRoutes,
  ...passwordResetRoutes,
  ...contactChannelVerificationRoutes,
  ...contactChannelRoutes,
  ...otpRoutes,
  ...anonymousRoutes,
  ...cliAuthRoutes,
  ...mfaRoutes,
  ...mfaRecoveryCodeRoutes,
  ...passkeyRoutes,
  ...passkeyListRoutes,
  ...oauthTokenRoutes,
  ...oauthRoutes,
  ...oauthAppleNativeRoutes,
  ...oauthCrossDomainRoutes,
  ...oauthAccountRoutes,
  ...connectedAccountRoutes,
  ...sessionRoutes,
  ...notificationPreferenceRoutes,
  ...userRoutes,
  ...teamRoutes,
  ...teamMembershipRoutes,
  ...teamMemberProfileRoutes,
  ...permissionRoutes,
  ...teamInvitationRoutes,
  ...apiKeyRoutes,
  ...projectRoutes,
  ...featureSupportRoutes,
  ...jwksRoutes,
  ...jwksAliasRoutes,
  ...userListCreateRoutes,
  ...internalProjectRoutes,
  ...internalApiKeyRoutes,
  ...internalConfigRoutes,
  ...emailTemplateRoutes,
  ...emailRoutes,
  ...metricsRoutes,
  ...webhookRoutes,
  ...aiChatRoutes,
  ...paymentRoutes,
  ...analyticsRoutes,
];

/**
 * Routes made from descriptors with `base: 'emulator'` (extras only the emulator has, under /emulator);
 * the endpoint coverage test pairs them like API_ROUTES.
 */
export const EMULATOR_ROUTES: ExtraRouteDef[] = [...emulatorFeatureRoutes, ...mailboxRoutes, ...emulatorProjectRoutes, ...webhookEndpointRoutes];

export function createEmulatorApp(ctx: EmulatorContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  app.use('*', responseHeaders);
  app.use('*', localOnly);
  app.use('*', cors);

  const api = new Hono<AppEnv>();
  api.use('*', webhookDispatchAfterRequest);
  // A resent write (same x-stack-random-nonce) gets the first answer, not a second effect.
  api.use('*', idempotency());
  install(api, API_ROUTES);
  api.onError(renderError);
  // `/api/latest` reaches the same handlers as `/api/v1` (PROTOCOL.md §0).
  app.route('/api/v1', api);
  app.route('/api/latest', api);

  const emulator = new Hono<AppEnv>();
  // Development conveniences (devOnly): production mode leaves them out (404). The webhook registry stays (admin credentials).
  installExtras(emulator, EMULATOR_ROUTES, ctx.production === true);
  emulator.onError(renderError);
  app.route('/emulator', emulator);

  // The local dashboard: GET / and its two files under /dashboard/ (no API path changes).
  dashboardRoutes(app);

  app.notFound(renderNotFound);
  app.onError(renderError);
  return app;
}
