// What one auth screen hands the next in this tab: the e-mail typed (sign-in -> forgot password, sign-up's
// "Sign in instead" -> sign-in), the provider an OAuth attempt used, and a provider to connect after the
// next password sign-in. sessionStorage, not the URL: an address in a query ends up in logs and analytics.

import { useEffect, useState } from 'react';

const PREFIX = 'stack-elements:carried-';
/** Longer than any e-mail address (RFC 5321: 254) or provider id: anything longer is not ours. */
const MAX_LENGTH = 320;

type Slot = 'email' | 'oauth-provider' | 'link-after-sign-in';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (privacy settings, sandboxed frames): the next screen starts empty.
    return null;
  }
}

function put(slot: Slot, value: string | null): void {
  try {
    if (value === null || value === '') storage()?.removeItem(PREFIX + slot);
    else storage()?.setItem(PREFIX + slot, value.slice(0, MAX_LENGTH));
  } catch {
    // Full or blocked storage only loses the convenience.
  }
}

function read(slot: Slot): string | null {
  try {
    const value = storage()?.getItem(PREFIX + slot) ?? null;
    return value !== null && value.length <= MAX_LENGTH ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the address typed on this screen for the next one (an empty one clears it). */
export function carryEmail(email: string): void {
  put('email', email.trim());
}

/** The address the previous screen kept, or ''. */
export function carriedEmail(): string {
  return read('email') ?? '';
}

/**
 * The kept address as a screen's first value, used up once the screen is shown: after a sign-out the
 * next person starts with an empty field.
 */
export function useCarriedEmail(): string {
  const [email] = useState(carriedEmail);
  // Only a kept address needs clearing: a storage write on every card's first paint costs a sign-in page time.
  useEffect(() => {
    if (email !== '') carryEmail('');
  }, [email]);
  return email;
}

const signInListeners = new Set<(email: string) => void>();

/**
 * "Sign in instead" and the like: the address goes to the sign-in card of `href`. A card on this very page
 * (a link that only changes the hash) gets it at once; a card on another page reads it on arrival.
 */
export function carryEmailToSignIn(email: string, href: string): void {
  const here = globalThis.location?.href;
  const samePage = here !== undefined && new URL(href, here).href.split('#')[0] === here.split('#')[0];
  if (samePage && signInListeners.size > 0) for (const listener of signInListeners) listener(email.trim());
  else carryEmail(email);
}

/** A sign-in card's subscription to addresses sent to it on the same page (the listener fills its field). */
export function onEmailForSignIn(listener: (email: string) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Remembers the provider of an OAuth sign-in that is leaving the page, for its error page. */
export function carryOAuthProvider(provider: string): void {
  put('oauth-provider', provider);
}

export function carriedOAuthProvider(): string | null {
  return read('oauth-provider');
}

/** Asks the next password sign-in in this tab to connect `provider` once signed in. */
export function requestLinkAfterSignIn(provider: string | null): void {
  put('link-after-sign-in', provider);
}

/** The provider to connect after this sign-in, taken once. */
export function takeLinkAfterSignIn(): string | null {
  const provider = read('link-after-sign-in');
  put('link-after-sign-in', null);
  return provider;
}

export function pendingLinkAfterSignIn(): string | null {
  return read('link-after-sign-in');
}
