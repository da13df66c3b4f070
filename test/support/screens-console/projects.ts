// Console screens of the projects page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const PROJECTS_CONSOLE_SCREENS: readonly Scenario[] = [];
