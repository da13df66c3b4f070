// The rough device of a session from its User-Agent string: browser, system and kind. Our own few rules:
// the maintained parsers cost 7+ KB gzip (bowser 7.6) against the settings part's budget, and a session
// row needs only the families a person recognises; anything else reads as unknown (null).

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  kind: DeviceKind | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; iOS browsers all say "Safari".
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string, DeviceKind | null])[] = [
  [/\biPad\b/, 'iPadOS', 'tablet'],
  [/\biPhone\b|\biPod\b/, 'iOS', 'phone'],
  // Android phones say "Mobile"; tablets leave it out.
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'phone'],
  [/\bAndroid\b/, 'Android', 'tablet'],
  [/\bWindows NT\b/, 'Windows', 'desktop'],
  [/\bCrOS\b/, 'ChromeOS', 'desktop'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS', 'desktop'],
  [/\bLinux\b|\bX11\b/, 'Linux', 'desktop'],
];

/** What a User-Agent tells of its device; every part is null when not recognised. */
export function parseUserAgent(agent: string | undefined): DeviceInfo {
  const text = agent ?? '';
  const browser = BROWSERS.find(([rule]) => rule.test(text))?.[1] ?? null;
  const system = SYSTEMS.find(([rule]) => rule.test(text));
  return { browser, os: system?.[1] ?? null, kind: system?.[2] ?? null };
}
