// Console screens of the overview page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const OVERVIEW_CONSOLE_SCREENS: readonly Scenario[] = [];
