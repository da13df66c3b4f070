// Console screens of the api-keys page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const API_KEYS_CONSOLE_SCREENS: readonly Scenario[] = [];
