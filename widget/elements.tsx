// The element classes: one r2wc-backed element per definition (widget/definitions), rendering its component.

import type { ReactNode } from 'react';
import { SignIn } from '../src/react/components/sign-in';
import { SignUp } from '../src/react/components/sign-up';
import { UserButton } from '../src/react/components/user-button';
import { TeamSwitcher } from '../src/react/components/team-switcher';
import { LazyScreen } from './lazy-screens';
import type { WidgetConfig } from './config';
import { ELEMENT_DEFINITIONS, type ElementDefinitionOf, type ElementTag } from './definitions';
import { createStackElement, type ElementLayout } from './element';

export type { ElementTag } from './definitions';
export const ELEMENT_TAGS: readonly ElementTag[] = ELEMENT_DEFINITIONS.map((definition) => definition.tag);

/** What an element renders: it reads only the attributes its definition lists (a type error otherwise). */
type Renderer<T extends ElementTag> = {
  render: (config: Pick<WidgetConfig, ElementDefinitionOf<T>['attributes'][number]>) => ReactNode;
  layout?: ElementLayout;
  /** The element's own :host rules (no tag in them, so any prefix works). */
  hostCss?: string;
};

// The inline elements' own :host rules: in a flex header they may shrink to their avatar, never overflow.
const USER_BUTTON_HOST_CSS = ':host { min-width: 40px; max-width: 100%; }';
const TEAM_SWITCHER_HOST_CSS = ':host { min-width: 60px; max-width: 100%; }';

const RENDERERS: { [T in ElementTag]: Renderer<T> } = {
  'stack-sign-in': { render: (config) => <SignIn signUpUrl={config.signUpUrl} allowGuest={config.allowGuest} /> },
  'stack-sign-up': { render: (config) => <SignUp signInUrl={config.signInUrl} /> },
  'stack-account-settings': { render: (config) => <LazyScreen screen="AccountSettings" props={{ section: config.section, signInUrl: config.signInUrl }} /> },
  'stack-user-button': { render: (config) => <UserButton signInUrl={config.signInUrl} />, layout: 'inline', hostCss: USER_BUTTON_HOST_CSS },
  'stack-team-switcher': { render: (config) => <TeamSwitcher hideNoTeam={config.hideNoTeam} />, layout: 'inline', hostCss: TEAM_SWITCHER_HOST_CSS },
  // Pages that host one handler route are that route's full page: same frame, same redirects as <stack-handler>.
  'stack-magic-link-callback': { render: (config) => <LazyScreen screen="StackHandler" props={{ route: 'magic-link-callback', handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
  'stack-cli-auth-confirm': { render: (config) => <LazyScreen screen="CliAuthConfirm" props={{ signInUrl: config.signInUrl }} /> },
  'stack-mfa': { render: (config) => <LazyScreen screen="StackHandler" props={{ route: 'mfa', handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
  // A full page, so it navigates even though the page's shared app has redirectMethod 'none'.
  'stack-handler': { render: (config) => <LazyScreen screen="StackHandler" props={{ handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
  // The provider's return page: it redirects to the after-sign-in/up target once signed in.
  'stack-oauth-callback': { render: (config) => <LazyScreen screen="StackHandler" props={{ route: 'oauth-callback', handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
};

/** The prefix of the default tags; `defineElements({ prefix: 'acme' })` swaps it (<acme-sign-in>). */
export const DEFAULT_TAG_PREFIX = 'stack';

export interface DefineElementsOptions {
  /** Tag prefix: lowercase, starting with a letter (default 'stack'). */
  prefix?: string;
  /** Where to define them (default: the page's customElements). */
  registry?: CustomElementRegistry;
}

export function createElementClasses(): Record<ElementTag, CustomElementConstructor> {
  const classes = {} as Record<ElementTag, CustomElementConstructor>;
  for (const definition of ELEMENT_DEFINITIONS) {
    const { render, layout, hostCss } = RENDERERS[definition.tag] as Renderer<ElementTag>;
    classes[definition.tag] = createStackElement(definition, render, layout, hostCss);
  }
  return classes;
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
