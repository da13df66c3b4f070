// The English strings that only the sign-in card's later steps use (components/sign-in/later-steps). Empty here:
// en.ts holds every string; the script tag's build (tools/english-split.ts) fills this module with those strings
// and leaves them out of the script's own table; the steps register them with addEnglish when they load.

import type { Messages } from './en';

export const enSteps: Partial<Messages> = {};
