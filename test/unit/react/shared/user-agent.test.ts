// The rough device of a session from its User-Agent: browser, system and kind, as a person names them.
import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '../../../../src/react/shared/user-agent';

const CASES: [string, string, { browser: string | null; os: string | null; kind: string | null }][] = [
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', kind: 'phone' },
  ],
  [
    'iPhone Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', os: 'iOS', kind: 'phone' },
  ],
  [
    'iPad Safari',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iPadOS', kind: 'tablet' },
  ],
  [
    'Android phone Chrome',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', os: 'Android', kind: 'phone' },
  ],
  [
    'Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Android', kind: 'tablet' },
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', os: 'Android', kind: 'phone' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    { browser: 'Edge', os: 'Windows', kind: 'desktop' },
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    { browser: 'Opera', os: 'Windows', kind: 'desktop' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
    { browser: 'Firefox', os: 'Linux', kind: 'desktop' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS', kind: 'desktop' },
  ],
  [
    'headless Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Linux', kind: 'desktop' },
  ],
  [
    'ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'ChromeOS', kind: 'desktop' },
  ],
  ['a script', 'node', { browser: null, os: null, kind: null }],
  ['curl', 'curl/8.5.0', { browser: null, os: null, kind: null }],
];

describe('parseUserAgent', () => {
  it.each(CASES)('%s', (_name, agent, expected) => {
    expect(parseUserAgent(agent)).toEqual(expected);
  });

  it('reads nothing from an empty or absent agent', () => {
    expect(parseUserAgent('')).toEqual({ browser: null, os: null, kind: null });
    expect(parseUserAgent(undefined)).toEqual({ browser: null, os: null, kind: null });
  });
});
