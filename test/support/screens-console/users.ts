// Console screens of the users page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const USERS_CONSOLE_SCREENS: readonly Scenario[] = [];
