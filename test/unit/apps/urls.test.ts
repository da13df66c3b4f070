import { describe, expect, it } from 'vitest';
import { resolveHandlerUrls, teamSettingsUrl } from '../../../src/core/apps/urls';

describe('resolveHandlerUrls', () => {
  it('builds every handler route from /handler and points the after-* targets home', () => {
    expect(resolveHandlerUrls()).toEqual({
      handler: '/handler',
      signIn: '/handler/sign-in',
      signUp: '/handler/sign-up',
      signOut: '/handler/sign-out',
      emailVerification: '/handler/email-verification',
      passwordReset: '/handler/password-reset',
      forgotPassword: '/handler/forgot-password',
      oauthCallback: '/handler/oauth-callback',
      magicLinkCallback: '/handler/magic-link-callback',
      accountSettings: '/handler/account-settings',
      error: '/handler/error',
      teamInvitation: '/handler/team-invitation',
      mfa: '/handler/mfa',
      home: '/',
      afterSignIn: '/',
      afterSignUp: '/',
      afterSignOut: '/',
    });
  });

  it('moves every route with the handler base, with or without a trailing slash', () => {
    expect(resolveHandlerUrls({ handler: '/auth' }).signIn).toBe('/auth/sign-in');
    expect(resolveHandlerUrls({ handler: '/auth/' }).mfa).toBe('/auth/mfa');
    expect(resolveHandlerUrls({ handler: 'https://id.example.com/h' }).signUp).toBe('https://id.example.com/h/sign-up');
  });

  it('lets a single route be overridden without moving the others', () => {
    const urls = resolveHandlerUrls({ signIn: '/login' });
    expect(urls.signIn).toBe('/login');
    expect(urls.signUp).toBe('/handler/sign-up');
  });

  it('defaults after-sign-in and after-sign-out to an overridden home', () => {
    const urls = resolveHandlerUrls({ home: '/app' });
    expect(urls.afterSignIn).toBe('/app');
    expect(urls.afterSignUp).toBe('/app');
    expect(urls.afterSignOut).toBe('/app');
  });

  it('moves the after-sign-up default with an overridden after-sign-in', () => {
    const urls = resolveHandlerUrls({ afterSignIn: '/dashboard' });
    expect(urls.afterSignIn).toBe('/dashboard');
    expect(urls.afterSignUp).toBe('/dashboard');
    expect(urls.afterSignOut).toBe('/');
  });

  it('keeps an explicit after-sign-up over the after-sign-in default', () => {
    const urls = resolveHandlerUrls({ afterSignIn: '/dashboard', afterSignUp: '/welcome', afterSignOut: '/bye' });
    expect(urls.afterSignUp).toBe('/welcome');
    expect(urls.afterSignOut).toBe('/bye');
  });
});

describe('teamSettingsUrl', () => {
  it('adds section=team:<id> to the account settings URL, keeping its query and hash', () => {
    expect(teamSettingsUrl('/handler/account-settings', 't1')).toBe('/handler/account-settings?section=team%3At1');
    expect(teamSettingsUrl('https://shop.example/account?lang=de#top', 't1')).toBe('https://shop.example/account?lang=de&section=team%3At1#top');
  });
});
