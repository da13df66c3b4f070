// The end-user elements' definitions (the runtime, the manifest and the typings read these). The
// owner console's definition is project-admin.ts, kept out of this list so the end-user script never
// carries it.

import { accountSettings } from './account-settings';
import { cliAuthConfirm } from './cli-auth-confirm';
import { handler } from './handler';
import { magicLinkCallback } from './magic-link-callback';
import { mfa } from './mfa';
import { oauthCallback } from './oauth-callback';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { teamSwitcher } from './team-switcher';
import { userButton } from './user-button';

export const ELEMENT_DEFINITIONS = [
  signIn,
  signUp,
  userButton,
  cliAuthConfirm,
  mfa,
  magicLinkCallback,
  handler,
  oauthCallback,
  accountSettings,
  teamSwitcher,
] as const;

export type ElementTag = (typeof ELEMENT_DEFINITIONS)[number]['tag'];
/** Every end-user element's tag (without a prefix), in definition order. */
export const ELEMENT_TAGS: readonly ElementTag[] = ELEMENT_DEFINITIONS.map((definition) => definition.tag);
export type ElementDefinitionOf<T extends ElementTag> = Extract<(typeof ELEMENT_DEFINITIONS)[number], { tag: T }>;

export { ATTRIBUTES, COMMON_ATTRIBUTES, type AttributeName } from './attributes';
export { SESSION_EVENTS, SESSION_EVENT_NAMES, type SessionEventName } from './events';
export type { EndUserElementDefinition } from './define';
export type { AttributeDefinition, AttributeKind, ElementDefinition, EventDefinition } from './types';
