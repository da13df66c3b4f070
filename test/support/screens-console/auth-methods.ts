// Console screens of the auth-methods page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const AUTH_METHODS_CONSOLE_SCREENS: readonly Scenario[] = [];
