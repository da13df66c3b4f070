// Console screens of the domains page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const DOMAINS_CONSOLE_SCREENS: readonly Scenario[] = [];
