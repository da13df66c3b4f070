// The end-user elements' attributes, one entry per property: its HTML attribute and kind. The JSDoc
// of each entry is its documentation (custom-elements.json, README, typings); @default and @values
// tags give the manifest's default and type text.

import type { AttributeDefinition } from './types';

export const ATTRIBUTES = {
  /** The Stack Auth project id (required). */
  projectId: { attribute: 'project-id', kind: 'string' },
  /** The project's publishable client key (optional when the project does not require one). */
  publishableClientKey: { attribute: 'publishable-client-key', kind: 'string' },
  /**
   * The API origin: hosted Stack Auth, a self-hosted one, or the emulator (`http://127.0.0.1:8102`).
   * @default https://api.stack-auth.com
   */
  baseUrl: { attribute: 'base-url', kind: 'string' },
  /**
   * Where the "Sign in" links go.
   * @default /handler/sign-in
   */
  signInUrl: { attribute: 'sign-in-url', kind: 'string' },
  /**
   * Where the "Sign up" link goes.
   * @default /handler/sign-up
   */
  signUpUrl: { attribute: 'sign-up-url', kind: 'string' },
  /**
   * The path the handler pages are served under.
   * @default /handler
   */
  handlerBase: { attribute: 'handler-base', kind: 'string' },
  /** Offer "Continue as guest" (an anonymous session a later sign-up upgrades). */
  allowGuest: { attribute: 'allow-guest', kind: 'boolean' },
  /** The section to open: `profile`, `emails`, `password`, `passkeys`, `mfa`, `sessions`, `connected-accounts`, `notifications`, `api-keys`, `danger-zone`, `teams`, or `team:<team id>`. Without it, the page URL's `?section=` (where the team switcher's "Manage team" link goes); an unknown id opens the first section. */
  section: { attribute: 'section', kind: 'string' },
  /** Leave "No team" out of the menu. */
  hideNoTeam: { attribute: 'hide-no-team', kind: 'boolean' },
  /**
   * `light`, `dark`, `system` (the OS setting) or `auto` (matches the page the element sits on).
   * @values light | dark | system | auto
   * @default auto
   */
  theme: { attribute: 'theme', kind: 'string' },
  /** The language (a BCP 47 tag such as `de` or `pt-BR`); without it `data-lang` on the script tag, then the page's `<html lang>`, then the browser's. */
  lang: { attribute: 'lang', kind: 'string', ownProperty: false },
} as const satisfies Record<string, AttributeDefinition>;

export type AttributeName = keyof typeof ATTRIBUTES;

/** Every end-user element takes these: the project, the API origin, the theme and the language. */
export const COMMON_ATTRIBUTES = ['projectId', 'publishableClientKey', 'baseUrl', 'theme', 'lang'] as const satisfies readonly AttributeName[];
