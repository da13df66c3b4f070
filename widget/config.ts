// Element configuration: each element's attributes win; missing or empty ones fall back to the
// data-* attributes of the <script> tag that loaded the bundle (captured once, at load time).

export interface WidgetConfig {
  projectId?: string;
  publishableClientKey?: string;
  baseUrl?: string;
  signInUrl?: string;
  signUpUrl?: string;
  /** The path <stack-handler> serves its routes under (default /handler). */
  handlerBase?: string;
  /** <stack-sign-in allow-guest>: offer "Continue as guest" (a boolean attribute). */
  allowGuest?: boolean;
  /** <stack-account-settings section="emails">: the section to open; section="team:<id>" opens one of the person's teams. */
  section?: string;
  /** <stack-team-switcher hide-no-team>: leave "No team" out of the menu (a boolean attribute). */
  hideNoTeam?: boolean;
  /** light | dark | system | auto (default): DESIGN.md §1; `data-theme` on the script tag sets the page default. */
  theme?: string;
  /** The element's language (`lang`, else `data-lang` on the script tag; then <html lang>, then the browser). */
  lang?: string;
}

export type ConfigKey = keyof WidgetConfig;

/** Property name -> element attribute; the script tag uses the same names with a data- prefix. */
export const CONFIG_ATTRIBUTES: Readonly<Record<ConfigKey, string>> = {
  projectId: 'project-id',
  publishableClientKey: 'publishable-client-key',
  baseUrl: 'base-url',
  signInUrl: 'sign-in-url',
  signUpUrl: 'sign-up-url',
  handlerBase: 'handler-base',
  allowGuest: 'allow-guest',
  section: 'section',
  hideNoTeam: 'hide-no-team',
  theme: 'theme',
  lang: 'lang',
};

/** Boolean attributes: present (any value but "false") means on, so `<stack-sign-in allow-guest>` works. */
export const BOOLEAN_KEYS: ReadonlySet<ConfigKey> = new Set<ConfigKey>(['allowGuest', 'hideNoTeam']);

export const CONFIG_KEYS = Object.keys(CONFIG_ATTRIBUTES) as ConfigKey[];

let scriptDefaults: WidgetConfig = {};
let scriptRequestTimeoutMs: number | undefined;

/** The script tag's attribute for the apps' request time limit (ms); page-wide only, no element attribute. */
export const REQUEST_TIMEOUT_ATTRIBUTE = 'data-request-timeout';

/** Empty or whitespace values count as absent, so removing a value and emptying it agree. */
function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readAttributes(element: Element, prefix: string): WidgetConfig {
  const config: WidgetConfig = {};
  for (const key of CONFIG_KEYS) {
    const raw = element.getAttribute(prefix + CONFIG_ATTRIBUTES[key]);
    if (BOOLEAN_KEYS.has(key)) {
      if (raw !== null && raw.trim() !== 'false') (config as Record<ConfigKey, unknown>)[key] = true;
      continue;
    }
    const value = clean(raw);
    if (value !== undefined) (config as Record<ConfigKey, unknown>)[key] = value;
  }
  return config;
}

/** Records the loading script's data-* attributes as the page defaults (null clears them). */
export function captureScriptDefaults(script: Element | null): WidgetConfig {
  scriptDefaults = script ? readAttributes(script, 'data-') : {};
  const timeout = Number(clean(script?.getAttribute(REQUEST_TIMEOUT_ATTRIBUTE)) ?? Number.NaN);
  // Anything but a positive number of ms keeps the SDK's default (20 s).
  scriptRequestTimeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : undefined;
  return scriptDefaults;
}

/** `data-request-timeout` of the loading script: every request's time limit in ms, if the page set one. */
export function getScriptRequestTimeoutMs(): number | undefined {
  return scriptRequestTimeoutMs;
}

export function getScriptDefaults(): WidgetConfig {
  return scriptDefaults;
}

/** The effective configuration of one element. */
export function readConfig(element: Element, defaults: WidgetConfig = scriptDefaults): WidgetConfig {
  return { ...defaults, ...readAttributes(element, '') };
}

export function sameConfig(a: WidgetConfig, b: WidgetConfig): boolean {
  return CONFIG_KEYS.every((key) => a[key] === b[key]);
}

/** The script running right now (classic scripts), else a tagged script (module or late capture). */
function findLoadingScript(): Element | null {
  if (typeof document === 'undefined') return null;
  return document.currentScript ?? document.querySelector('script[data-project-id][src*="stack-elements"]');
}

// Must run while the bundle executes: document.currentScript is null afterwards.
captureScriptDefaults(findLoadingScript());
