// Where a handler page's redirect goes, as a plain link for when the browser blocks the redirect.
// The app makes the same choice (src/core/apps/client/redirector.ts); only same-origin return targets count here.

import type { HandlerUrlKey } from '../../../core/internal';
import { currentPageUrl, isTrustedRedirectUrl, readAfterAuthReturnTo, withAfterAuthReturnTo } from '../../../core/internal';
import { useStackApp } from '../../hooks';

export type RedirectTarget = Extract<HandlerUrlKey, 'afterSignIn' | 'afterSignUp' | 'afterSignOut' | 'signIn' | 'home'>;

export function useRedirectHref(target: RedirectTarget): string {
  const app = useStackApp();
  const url = app.urls[target];
  const current = currentPageUrl();
  if (current === null) return url;
  if (target === 'signIn') return withAfterAuthReturnTo(url, current);
  if (target === 'afterSignIn' || target === 'afterSignUp') {
    const back = readAfterAuthReturnTo(current);
    if (back !== null && isTrustedRedirectUrl(back, current)) return back;
  }
  return url;
}
