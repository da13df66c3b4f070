// Console screens of the teams page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const TEAMS_CONSOLE_SCREENS: readonly Scenario[] = [];
