// <stack-project-admin>'s configuration: its attributes win; missing ones fall back to the data-*
// attributes of the admin script tag (captured once, while the script runs). The attributes are
// widget/definitions/project-admin.ts.

import { CONSOLE_ATTRIBUTE_DEFINITIONS, type ConsoleAttributeName } from '../definitions/project-admin';

/** Property name -> value (docs: widget/definitions/project-admin.ts). */
export type ConsoleConfig = { [K in ConsoleAttributeName]?: string };

export type ConsoleConfigKey = ConsoleAttributeName;

export const CONSOLE_ATTRIBUTES = Object.fromEntries(
  Object.entries(CONSOLE_ATTRIBUTE_DEFINITIONS).map(([key, definition]) => [key, definition.attribute]),
) as Readonly<Record<ConsoleConfigKey, string>>;

export const CONSOLE_KEYS = Object.keys(CONSOLE_ATTRIBUTES) as ConsoleConfigKey[];

function read(element: Element | null, prefix: string): ConsoleConfig {
  const config: ConsoleConfig = {};
  for (const key of CONSOLE_KEYS) {
    const value = element?.getAttribute(prefix + CONSOLE_ATTRIBUTES[key])?.trim();
    if (value) config[key] = value;
  }
  return config;
}

/** `data-request-timeout` on the admin script tag, in ms (anything else keeps the SDK's default). */
export function requestTimeoutOf(script: Element | null): number | undefined {
  const value = Number(script?.getAttribute('data-request-timeout') ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

// Must run while the script executes: document.currentScript is null afterwards.
export const adminScript: Element | null =
  typeof document === 'undefined' ? null : (document.currentScript ?? document.querySelector('script[src*="stack-admin"]'));
const scriptDefaults = read(adminScript, 'data-');

export function readConsoleConfig(element: Element): ConsoleConfig {
  return { ...scriptDefaults, ...read(element, '') };
}

export function sameConsoleConfig(a: ConsoleConfig, b: ConsoleConfig): boolean {
  return CONSOLE_KEYS.every((key) => a[key] === b[key]);
}
