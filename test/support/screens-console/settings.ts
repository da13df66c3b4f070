// Console screens of the settings page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const SETTINGS_CONSOLE_SCREENS: readonly Scenario[] = [];
