// Where the handler pages live and how the app leaves for them: plain data shapes (a leaf module).
import type { HandlerRoute } from '../../../protocol/constants';

/** Every handler route and redirect target of SPEC.md §2, as absolute paths or URLs. */
export interface HandlerUrls {
  handler: string;
  signIn: string;
  signUp: string;
  signOut: string;
  emailVerification: string;
  passwordReset: string;
  forgotPassword: string;
  oauthCallback: string;
  magicLinkCallback: string;
  accountSettings: string;
  error: string;
  teamInvitation: string;
  mfa: string;
  home: string;
  afterSignIn: string;
  afterSignUp: string;
  afterSignOut: string;
}

export type HandlerUrlKey = keyof HandlerUrls;
export type { HandlerRoute };

export type RedirectMethod = 'window' | 'none' | { navigate(url: string): void };
