// Console screens of the permissions page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const PERMISSIONS_CONSOLE_SCREENS: readonly Scenario[] = [];
