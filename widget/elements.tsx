// The element classes: one r2wc-backed element per component.

import { SignIn, SignUp, UserButton } from '../src/react';
import { CliAuthConfirm } from '../src/react/components/cli-auth-confirm';
import { StackHandler } from '../src/react/components/handler';
import { AccountSettings } from '../src/react/components/account-settings';
import { TeamSwitcher } from '../src/react/components/team-switcher';
import { createStackElement } from './element';

export const ELEMENT_TAGS = ['stack-sign-in', 'stack-sign-up', 'stack-user-button', 'stack-cli-auth-confirm', 'stack-mfa', 'stack-magic-link-callback', 'stack-handler', 'stack-oauth-callback', 'stack-account-settings', 'stack-team-switcher'] as const;
export type ElementTag = (typeof ELEMENT_TAGS)[number];

/** The prefix of the default tags; `defineElements({ prefix: 'acme' })` swaps it (<acme-sign-in>). */
export const DEFAULT_TAG_PREFIX = 'stack';

export interface DefineElementsOptions {
  /** Tag prefix: lowercase, starting with a letter (default 'stack'). */
  prefix?: string;
  /** Where to define them (default: the page's customElements). */
  registry?: CustomElementRegistry;
}

// The inline elements' own :host rules: in a flex header they may shrink to their avatar, never overflow.
const USER_BUTTON_HOST_CSS = ':host { min-width: 40px; max-width: 100%; }';
const TEAM_SWITCHER_HOST_CSS = ':host { min-width: 60px; max-width: 100%; }';

export function createElementClasses(): Record<ElementTag, CustomElementConstructor> {
  return {
    'stack-sign-in': createStackElement((config) => <SignIn signUpUrl={config.signUpUrl} allowGuest={config.allowGuest} />),
    'stack-sign-up': createStackElement((config) => <SignUp signInUrl={config.signInUrl} />),
    'stack-account-settings': createStackElement((config) => <AccountSettings section={config.section} signInUrl={config.signInUrl} />),
    'stack-user-button': createStackElement((config) => <UserButton signInUrl={config.signInUrl} />, 'inline', USER_BUTTON_HOST_CSS),
    'stack-team-switcher': createStackElement((config) => <TeamSwitcher hideNoTeam={config.hideNoTeam} />, 'inline', TEAM_SWITCHER_HOST_CSS),
    // Pages that host one handler route are that route's full page: same frame, same redirects as <stack-handler>.
    'stack-magic-link-callback': createStackElement((config) => <StackHandler route="magic-link-callback" handlerBase={config.handlerBase} redirectMethod="window" />),
    'stack-cli-auth-confirm': createStackElement((config) => <CliAuthConfirm signInUrl={config.signInUrl} />),
    'stack-mfa': createStackElement((config) => <StackHandler route="mfa" handlerBase={config.handlerBase} redirectMethod="window" />),
    // A full page, so it navigates even though the page's shared app has redirectMethod 'none'.
    'stack-handler': createStackElement((config) => <StackHandler handlerBase={config.handlerBase} redirectMethod="window" />),
    // The provider's return page: it redirects to the after-sign-in/up target once signed in.
    'stack-oauth-callback': createStackElement((config) => <StackHandler route="oauth-callback" handlerBase={config.handlerBase} redirectMethod="window" />),
  };
}

/** The tag of an element under a prefix: ('stack-sign-in', 'acme') -> 'acme-sign-in'. */
export function tagWithPrefix(tag: ElementTag, prefix: string = DEFAULT_TAG_PREFIX): string {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(prefix)) {
    throw new Error(`The tag prefix "${prefix}" cannot start a custom element name: use lowercase letters and digits, starting with a letter (for example "acme").`);
  }
  return prefix + tag.slice(DEFAULT_TAG_PREFIX.length);
}

/** Defines every element that is not defined yet under the prefix (a second copy of the bundle changes nothing). */
export function defineElements(options: DefineElementsOptions = {}): void {
  const registry = options.registry ?? customElements;
  const classes = createElementClasses();
  for (const tag of ELEMENT_TAGS) {
    const name = tagWithPrefix(tag, options.prefix);
    if (!registry.get(name)) registry.define(name, classes[tag]);
  }
}
