// Handler URLs and redirect targets (SPEC.md §2): every route hangs off one handler base, and
// the after-* targets default to each other so overriding one moves the ones that follow it.

import { DEFAULT_HANDLER_BASE, type HandlerRoute } from '../../protocol/constants';
import type { HandlerUrls } from './shapes/urls';

type RouteKey = Exclude<keyof HandlerUrls, 'handler' | 'home' | 'afterSignIn' | 'afterSignUp' | 'afterSignOut'>;

/** The handler route each URL key points at. */
export const HANDLER_ROUTE_OF: Readonly<Record<RouteKey, HandlerRoute>> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  signOut: 'sign-out',
  emailVerification: 'email-verification',
  passwordReset: 'password-reset',
  forgotPassword: 'forgot-password',
  oauthCallback: 'oauth-callback',
  magicLinkCallback: 'magic-link-callback',
  accountSettings: 'account-settings',
  error: 'error',
  teamInvitation: 'team-invitation',
  mfa: 'mfa',
};

export const DEFAULT_HOME_URL = '/';

/** Joins the handler base and a route without doubling or dropping the slash. */
export function handlerRouteUrl(handlerBase: string, route: HandlerRoute): string {
  const base = handlerBase.endsWith('/') ? handlerBase.slice(0, -1) : handlerBase;
  return `${base}/${route}`;
}

/** Every handler URL, defaults filled in; any key given in `overrides` wins. */
export function resolveHandlerUrls(overrides: Partial<HandlerUrls> = {}): HandlerUrls {
  const handler = overrides.handler ?? DEFAULT_HANDLER_BASE;
  const routes = {} as Record<RouteKey, string>;
  for (const key of Object.keys(HANDLER_ROUTE_OF) as RouteKey[]) {
    routes[key] = overrides[key] ?? handlerRouteUrl(handler, HANDLER_ROUTE_OF[key]);
  }
  const home = overrides.home ?? DEFAULT_HOME_URL;
  const afterSignIn = overrides.afterSignIn ?? home;
  return {
    handler,
    ...routes,
    home,
    afterSignIn,
    afterSignUp: overrides.afterSignUp ?? afterSignIn,
    afterSignOut: overrides.afterSignOut ?? home,
  };
}

/** A team's page in account settings: `section=team:<id>` on the account settings URL (the handler page reads it). */
export function teamSettingsUrl(accountSettingsUrl: string, teamId: string): string {
  const hashAt = accountSettingsUrl.indexOf('#');
  const base = hashAt < 0 ? accountSettingsUrl : accountSettingsUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : accountSettingsUrl.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}section=${encodeURIComponent(`team:${teamId}`)}${hash}`;
}
