// Element configuration: each element's attributes win; missing or empty ones fall back to the
// data-* attributes of the <script> tag that loaded the bundle (captured once, at load time). Which
// attributes exist, and their kinds, is widget/definitions/attributes.ts.

import { ATTRIBUTES, type AttributeName } from './definitions/attributes';

/** Property name -> value: strings, or true for boolean attributes that are on (docs: widget/definitions/attributes.ts). */
export type WidgetConfig = {
  [K in AttributeName]?: (typeof ATTRIBUTES)[K]['kind'] extends 'boolean' ? boolean : string;
};

export type ConfigKey = AttributeName;

export const CONFIG_KEYS = Object.keys(ATTRIBUTES) as ConfigKey[];

/** Property name -> element attribute; the script tag uses the same names with a data- prefix. */
export const CONFIG_ATTRIBUTES = Object.fromEntries(CONFIG_KEYS.map((key) => [key, ATTRIBUTES[key].attribute])) as Readonly<Record<ConfigKey, string>>;

/** Boolean attributes: present (any value but "false") means on, so `<stack-sign-in allow-guest>` works. */
export const BOOLEAN_KEYS: ReadonlySet<ConfigKey> = new Set<ConfigKey>(CONFIG_KEYS.filter((key) => ATTRIBUTES[key].kind === 'boolean'));

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
