// The English strings that only the on-demand screens of the script tag use. Empty here: en.ts holds every
// string; the script tag's build (tools/english-split.ts) moves those strings out of en.ts into this module,
// which the screens register with addEnglish when they load.

import type { Messages } from './en';

export const enScreens: Partial<Messages> = {};
