// Console screens of the webhooks page (see ../screens.ts for the catalogue).
import type { Scenario } from '../screens-runner';

export const WEBHOOKS_CONSOLE_SCREENS: readonly Scenario[] = [];
