// The element classes: one r2wc-backed element per definition (widget/definitions), rendering its component.

import type { ReactNode } from 'react';
import { SignIn } from '../src/react/components/sign-in/sign-in';
import { preloadUserAreas } from '../src/core/apps/user/loader';
import { AvatarLoading } from '../src/react/shared/loading-notice';
import { SettingsPlaceholder, SettingsSkeleton } from '../src/react/shared/settings-skeleton';
import { isPartLoaded, LazyPart, loadPart, type PartName } from './lazy-part';
import type { WidgetConfig } from './config';
import { ELEMENT_DEFINITIONS, ELEMENT_TAGS, type ElementDefinitionOf, type ElementTag } from './definitions';
import { createStackElement, type ElementLayout } from './element';

export { ELEMENT_TAGS, type ElementTag } from './definitions';

/** What an element renders: it reads only the attributes its definition lists (a type error otherwise). */
type Renderer<T extends ElementTag> = {
  render: (config: Pick<WidgetConfig, ElementDefinitionOf<T>['attributes'][number]>) => ReactNode;
  layout?: ElementLayout;
  /** The element's own :host rules (no tag in them, so any prefix works). */
  hostCss?: string;
  /** What it shows, at its final size, while its language or part loads (outside the provider: no user read). */
  waiting?: ReactNode;
  /** The on-demand part its screen comes from (widget/lazy-part.tsx); the sign-in screen is in the script itself. */
  part?: PartName;
  /** Its screen reads the user's teams, e-mails, sessions…: that SDK code (an on-demand part too) starts with the screen's. */
  userAreas?: true;
};

// The inline elements' own :host rules: in a flex header they may shrink to their avatar, never overflow, and
// they hold their final 40 px height from the moment they are defined, before their part or the user arrives.
const USER_BUTTON_HOST_CSS = ':host { min-width: 40px; max-width: 100%; min-block-size: 40px; }';
const TEAM_SWITCHER_HOST_CSS = ':host { min-width: 60px; max-width: 100%; min-block-size: 40px; }';

/** The page URL's `?section=`: where the team switcher's "Manage team" link points (`?section=team:<id>`). */
function sectionOfPageUrl(): string | undefined {
  return new URLSearchParams(window.location.search).get('section') ?? undefined;
}

const RENDERERS: { [T in ElementTag]: Renderer<T> } = {
  'stack-sign-in': { render: (config) => <SignIn signUpUrl={config.signUpUrl} allowGuest={config.allowGuest} /> },
  'stack-sign-up': { part: 'signUp', render: (config) => <LazyPart part="signUp" component="SignUp" props={{ signInUrl: config.signInUrl }} /> },
  'stack-account-settings': {
    part: 'screens',
    userAreas: true,
    waiting: <SettingsSkeleton />,
    render: (config) => (
      <LazyPart part="screens" component="AccountSettings" props={{ section: config.section ?? sectionOfPageUrl(), signInUrl: config.signInUrl }} placeholder={<SettingsPlaceholder signInUrl={config.signInUrl} />} />
    ),
  },
  'stack-user-button': {
    part: 'userButton',
    waiting: null,
    render: (config) => <LazyPart part="userButton" component="UserButton" props={{ signInUrl: config.signInUrl }} placeholder={<AvatarLoading />} />,
    layout: 'inline',
    hostCss: USER_BUTTON_HOST_CSS,
  },
  'stack-team-switcher': {
    part: 'teamSwitcher',
    userAreas: true,
    // Empty like its own loading state (signed out it shows nothing); the host keeps the row's height.
    waiting: null,
    render: (config) => <LazyPart part="teamSwitcher" component="TeamSwitcher" props={{ hideNoTeam: config.hideNoTeam }} placeholder={null} />,
    layout: 'inline',
    hostCss: TEAM_SWITCHER_HOST_CSS,
  },
  // Pages that host one handler route are that route's full page: same frame, same redirects as <stack-handler>.
  'stack-magic-link-callback': { part: 'screens', render: (config) => <LazyPart part="screens" component="StackHandler" props={{ route: 'magic-link-callback', handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
  'stack-cli-auth-confirm': { part: 'screens', render: (config) => <LazyPart part="screens" component="CliAuthConfirm" props={{ signInUrl: config.signInUrl }} /> },
  'stack-mfa': { part: 'screens', render: (config) => <LazyPart part="screens" component="StackHandler" props={{ route: 'mfa', handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
  // A full page, so it navigates even though the page's shared app has redirectMethod 'none'.
  'stack-handler': { part: 'screens', render: (config) => <LazyPart part="screens" component="StackHandler" props={{ handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
  // The provider's return page: it redirects to the after-sign-in/up target once signed in.
  'stack-oauth-callback': { part: 'screens', render: (config) => <LazyPart part="screens" component="StackHandler" props={{ route: 'oauth-callback', handlerBase: config.handlerBase, redirectMethod: 'window' }} /> },
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
    const { render, layout, hostCss, waiting, part } = RENDERERS[definition.tag] as Renderer<ElementTag>;
    const placeholderOnly = part ? () => !isPartLoaded(part) : undefined;
    classes[definition.tag] = createStackElement(definition, render, { layout, hostCss, waiting, placeholderOnly });
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
  preloadParts(options.prefix);
}

/** Starts loading the parts of the elements already on the page, beside the API reads, before React renders. */
function preloadParts(prefix: string | undefined): void {
  if (typeof document === 'undefined') return;
  for (const tag of ELEMENT_TAGS) {
    const { part, userAreas } = RENDERERS[tag] as Renderer<ElementTag>;
    if (!part || !document.querySelector(tagWithPrefix(tag, prefix))) continue;
    // A failure here is shown by the element itself, with its retry.
    loadPart(part).catch(() => undefined);
    if (userAreas) preloadUserAreas();
  }
}
