// The screen catalogue: every screen and state of DESIGN.md §6 as a scenario that brings a demo page
// there (screens-auth, screens-handler, screens-settings). tools/shots.ts renders them, test/e2e/screens-*
// checks their width and runs axe on them (screen-groups.ts, screen-checks.ts); screens-runner.ts runs one.
import { AUTH_SCREENS } from './screens-auth';
import { CONSOLE_SCREENS } from './screens-console';
import { HANDLER_SCREENS } from './screens-handler';
import type { Scenario } from './screens-runner';
import { SETTINGS_SCREENS } from './screens-settings';

export type { Scenario, ScreenContext, ScreenTheme, Viewport } from './screens-runner';
export { NARROW, SCREEN_THEMES, SCREEN_VIEWPORTS, WIDE, openScreen, themedUrl, withScreen } from './screens-runner';
export { AUTH_SCREENS, CONSOLE_SCREENS, HANDLER_SCREENS, SETTINGS_SCREENS };

export const SCREENS: readonly Scenario[] = [...AUTH_SCREENS, ...HANDLER_SCREENS, ...SETTINGS_SCREENS, ...CONSOLE_SCREENS];

/** The scenarios whose name contains `only` (all when undefined). */
export function screensMatching(only: string | undefined, screens: readonly Scenario[] = SCREENS): Scenario[] {
  return screens.filter((screen) => only === undefined || screen.name.includes(only));
}

/** The demo pages the catalogue visits (the path without its query). */
export function demoPages(screens: readonly Scenario[] = SCREENS): string[] {
  return [...new Set(screens.map((screen) => new URL(screen.page, 'http://demo.invalid').pathname))];
}

// Names are file names and test titles: a duplicate would overwrite a picture.
const names = new Set<string>();
for (const screen of SCREENS) {
  if (names.has(screen.name)) throw new Error(`two screens are named ${screen.name}`);
  if (!/^[a-z0-9-]+$/.test(screen.name)) throw new Error(`screen name ${screen.name} is not file-name safe`);
  names.add(screen.name);
}
