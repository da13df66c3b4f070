// Where the app sends the browser (SPEC.md §2, §5): handler URLs with after_auth_return_to, the
// trusted-domain check every redirect passes, and overrides of the redirect method (a full-page handler
// among inline widgets redirects, the widgets do not).

import type { Clock } from '../../../protocol/clock';
import {
  assertTrustedRedirectUrl,
  createRedirectExecutor,
  currentPageUrl,
  isTrustedRedirectUrl,
  readAfterAuthReturnTo,
  withAfterAuthReturnTo,
  type RedirectExecutor,
  type TrustedDomainPolicy,
} from '../../auth/redirect';
import { leaveSignedInNote } from '../../auth/signed-in-handoff';
import type { HandlerUrlKey, HandlerUrls, RedirectMethod } from '../shapes/urls';

export interface RedirectOptions {
  replace?: boolean;
  /** The user who just signed in: a full-page redirect leaves the landing page a note (src/core/auth/signed-in-handoff.ts). */
  signedInUserId?: string;
}

interface ActiveRedirect {
  method: RedirectMethod;
  executor: RedirectExecutor;
}

export interface RedirectorOptions {
  method: RedirectMethod;
  clock: Clock;
  urls: HandlerUrls;
  /** The project's trusted domains (read only when a redirect needs them). */
  trustedDomains(): Promise<TrustedDomainPolicy>;
}

/** `url` made absolute against the current page; null outside a browser when `url` is relative. */
export function absoluteUrl(url: string): string | null {
  const current = currentPageUrl();
  try {
    return current === null ? new URL(url).toString() : new URL(url, current).toString();
  } catch {
    return null;
  }
}

export class Redirector {
  private readonly own: ActiveRedirect;
  /** Methods that override() put in force, newest last; the app's own applies when empty. */
  private readonly overrides: ActiveRedirect[] = [];

  constructor(private readonly options: RedirectorOptions) {
    this.own = { method: options.method, executor: createRedirectExecutor(options.method, options.clock) };
  }

  /** The method the app was created with (overrides aside). */
  get ownMethod(): RedirectMethod {
    return this.own.method;
  }

  /** The method in force now. */
  get method(): RedirectMethod {
    return this.active().method;
  }

  /** Until the returned function runs, redirects go by `method`. */
  override(method: RedirectMethod): () => void {
    const entry = { method, executor: createRedirectExecutor(method, this.options.clock) };
    this.overrides.push(entry);
    return () => {
      const index = this.overrides.indexOf(entry);
      if (index >= 0) this.overrides.splice(index, 1);
    };
  }

  /** A handler URL; sign-in/up carry the current page to come back to, after-sign-in/up honour it when trusted. */
  async to(target: HandlerUrlKey, options: RedirectOptions = {}): Promise<void> {
    if (this.active().method === 'none') return;
    const current = currentPageUrl();
    let url = this.options.urls[target];
    if (current !== null) {
      if (target === 'signIn' || target === 'signUp') {
        url = withAfterAuthReturnTo(url, current);
      } else if (target === 'afterSignIn' || target === 'afterSignUp') {
        const returnTo = readAfterAuthReturnTo(current);
        // An untrusted return target is ignored rather than followed: it may come from a crafted link.
        if (returnTo !== null && (await this.isTrusted(returnTo))) url = returnTo;
      }
    }
    await this.toUrl(url, options);
  }

  /** Any URL, after the trusted-domain check (an untrusted one throws). */
  async toUrl(url: string, options: RedirectOptions = {}): Promise<void> {
    const { method, executor } = this.active();
    if (method === 'none') return;
    await assertTrustedRedirectUrl(url, currentPageUrl(), () => this.options.trustedDomains());
    // Only a page load needs the note: a custom navigate() keeps this document and its events.
    if (options.signedInUserId !== undefined && method === 'window') leaveSignedInNote(options.signedInUserId, this.options.clock.now());
    await executor(url, { replace: options.replace });
  }

  /** Whether `url` may be followed from the current page. */
  async isTrusted(url: string): Promise<boolean> {
    return isTrustedRedirectUrl(url, currentPageUrl(), await this.options.trustedDomains());
  }

  private active(): ActiveRedirect {
    return this.overrides.at(-1) ?? this.own;
  }
}
