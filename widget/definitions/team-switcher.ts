// <stack-team-switcher>: its attributes, events and parts; the JSDoc below is its description in custom-elements.json.
import { COMMON_ATTRIBUTES } from './attributes';
import { SESSION_EVENT_NAMES } from './events';
import { MENU_PARTS, FORM_PARTS, BUTTON_PARTS } from './parts';
import { defineElement } from './define';

/**
 * The signed-in person's selected team, with a menu to pick another team (or none), "Manage team" (the team's page in account settings) and, when the project allows it, "Create a team" in a dialog; empty while signed out.
 */
export const teamSwitcher = defineElement({
  tag: 'stack-team-switcher',
  attributes: [...COMMON_ATTRIBUTES, 'hideNoTeam'],
  events: SESSION_EVENT_NAMES,
  parts: [...MENU_PARTS, ...FORM_PARTS, ...BUTTON_PARTS, 'dialog'],
  themed: true,
  slots: [],
});
