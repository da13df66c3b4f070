// Console screens of the emails page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const EMAILS_CONSOLE_SCREENS: readonly Scenario[] = [];
