// The element classes: one r2wc-backed element per component.

import { SignIn, SignUp, UserButton } from '../src/react';
import { CliAuthConfirm } from '../src/react/components/cli-auth-confirm';
import { StackHandler } from '../src/react/components/handler';
import { AccountSettings } from '../src/react/components/account-settings';
import { TeamSwitcher } from '../src/react/components/team-switcher';
import { createStackElement } from './element';

export const ELEMENT_TAGS = ['stack-sign-in', 'stack-sign-up', 'stack-user-button', 'stack-cli-auth-confirm', 'stack-mfa', 'stack-magic-link-callback', 'stack-handler', 'stack-oauth-callback', 'stack-account-settings', 'stack-team-switcher'] as const;
export type ElementTag = (typeof ELEMENT_TAGS)[number];

export function createElementClasses(): Record<ElementTag, CustomElementConstructor> {
  return {
    'stack-sign-in': createStackElement((config) => <SignIn signUpUrl={config.signUpUrl} allowGuest={config.allowGuest} />),
    'stack-sign-up': createStackElement((config) => <SignUp signInUrl={config.signInUrl} />),
    'stack-account-settings': createStackElement((config) => <AccountSettings section={config.section} signInUrl={config.signInUrl} />),
    'stack-user-button': createStackElement((config) => <UserButton signInUrl={config.signInUrl} />, 'inline'),
    'stack-team-switcher': createStackElement((config) => <TeamSwitcher hideNoTeam={config.hideNoTeam} />, 'inline'),
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

/** Defines every element that is not defined yet (a second copy of the bundle changes nothing). */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  const classes = createElementClasses();
  for (const tag of ELEMENT_TAGS) {
    if (!registry.get(tag)) registry.define(tag, classes[tag]);
  }
}
