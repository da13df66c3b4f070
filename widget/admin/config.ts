// <stack-project-admin>'s configuration: its attributes win; missing ones fall back to the data-*
// attributes of the admin script tag (captured once, while the script runs).

export interface ConsoleConfig {
  /** The project to open; without it the console lists the owner's projects. */
  projectId?: string;
  /** The Stack Auth API origin (the emulator's, or a self-hosted one). */
  baseUrl?: string;
  /** The page to open first: `users`, `users/<user id>`, `domains`, ... */
  page?: string;
  /** light | dark | system | auto (default). */
  theme?: string;
}

export type ConsoleConfigKey = keyof ConsoleConfig;

export const CONSOLE_ATTRIBUTES: Readonly<Record<ConsoleConfigKey, string>> = {
  projectId: 'project-id',
  baseUrl: 'base-url',
  page: 'page',
  theme: 'theme',
};

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
