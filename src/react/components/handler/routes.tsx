// The handler's route table (SPEC.md §2): route name -> the screen it shows. Links between screens
// are built from the handler base the page uses, so a moved handler keeps its links inside.

import type { ReactNode } from 'react';
import { SignIn } from '../sign-in';
import { SignUp } from '../sign-up';
import { ForgotPassword } from '../forgot-password';
import { PasswordReset } from '../password-reset';
import { EmailVerification } from '../email-verification';
import { MagicLinkCallback } from '../magic-link';
import { OAuthCallback } from '../oauth';
import { Mfa } from '../mfa';
import { CliAuthConfirm } from '../cli-auth-confirm';
import { AccountSettingsPage } from './account-settings-page';
import { AuthPage } from './auth-page';
import { ErrorPage } from './error-page';
import { SignOutPage } from './sign-out-page';
import { routeUrl } from './match-route';
import { TeamInvitation } from '../team-invitation';

export interface RouteContext {
  /** The handler base the page is served under, e.g. '/handler'. */
  handlerBase: string;
  /** The page URL's query. */
  query: URLSearchParams;
}

export type RouteScreen = (context: RouteContext) => ReactNode;

const link = (context: RouteContext, route: string): string => routeUrl(context.handlerBase, route);

export const HANDLER_ROUTE_TABLE: Readonly<Record<string, RouteScreen>> = {
  'sign-in': (c) => (
    <AuthPage>
      <SignIn redirect signUpUrl={link(c, 'sign-up')} />
    </AuthPage>
  ),
  'sign-up': (c) => (
    <AuthPage target="afterSignUp">
      <SignUp redirect signInUrl={link(c, 'sign-in')} />
    </AuthPage>
  ),
  'sign-out': () => <SignOutPage />,
  'email-verification': () => <EmailVerification />,
  'password-reset': (c) => <PasswordReset signInUrl={link(c, 'sign-in')} forgotPasswordUrl={link(c, 'forgot-password')} />,
  'forgot-password': (c) => <ForgotPassword signInUrl={link(c, 'sign-in')} />,
  // Both end in a sign-in, so they redirect like the sign-in page and say "Redirecting…" meanwhile.
  'magic-link-callback': (c) => (
    <AuthPage>
      <MagicLinkCallback redirect signInUrl={link(c, 'sign-in')} />
    </AuthPage>
  ),
  mfa: (c) => (
    <AuthPage>
      <Mfa redirect signInUrl={link(c, 'sign-in')} />
    </AuthPage>
  ),
  error: (c) => <ErrorPage query={c.query} signInUrl={link(c, 'sign-in')} />,
  'account-settings': (c) => <AccountSettingsPage section={c.query.get('section') ?? undefined} />,
  'cli-auth-confirm': (c) => <CliAuthConfirm signInUrl={link(c, 'sign-in')} />,
  'team-invitation': (c) => <TeamInvitation signInUrl={link(c, 'sign-in')} signUpUrl={link(c, 'sign-up')} />,
  // Not inside AuthPage: linking an account arrives signed in and must reach its own return target.
  'oauth-callback': (c) => <OAuthCallback signInUrl={link(c, 'sign-in')} />,
};

/** Routes whose screen is wider than an auth card. */
export const WIDE_ROUTES: ReadonlySet<string> = new Set(['account-settings']);

/** The screen for an unknown route: the error screen with page-not-found wording. */
export const NOT_FOUND_SCREEN: RouteScreen = (c) => <ErrorPage notFound signInUrl={link(c, 'sign-in')} />;
