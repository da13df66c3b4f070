// The end user's IP and location from request headers, by the real API's rule with no trusted proxy
// configured (stack-auth apps/backend/src/lib/end-users.tsx): only a request whose User-Agent claims a
// browser counts; its IP is x-real-ip, else the first x-forwarded-for entry, else x-vercel-forwarded-for,
// else cf-connecting-ip (a valid address, or nothing at all); its location is x-vercel-ip-country (else
// cf-ipcountry), x-vercel-ip-country-region, -city, -latitude, -longitude and -timezone. All of it is what
// the caller says (spoofable), so it only describes the caller's own account, never grants anything.
import { isIP } from 'node:net';

export interface EndUserLocation {
  ip: string;
  countryCode: string | null;
  regionCode: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  tzIdentifier: string | null;
}

/** Header values longer than this are ignored (a city or time-zone name is short). */
const MAX_VALUE_LENGTH = 100;

function text(headers: Headers, name: string): string | null {
  const value = headers.get(name)?.trim();
  return value && value.length <= MAX_VALUE_LENGTH ? value : null;
}

function coordinate(headers: Headers, name: string, limit: number): number | null {
  const value = text(headers, name);
  const n = value === null ? NaN : Number.parseFloat(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** An ISO 3166-1 alpha-2 code, upper-cased; anything else is no country. */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The request's end user, or null for a non-browser caller or one without a valid IP header. */
export function endUserLocation(headers: Headers): EndUserLocation | null {
  const agent = headers.get('user-agent') ?? '';
  if (!['Mozilla', 'Chrome', 'Safari'].some((word) => agent.includes(word))) return null;
  const ip = (
    headers.get('x-real-ip') ??
    headers.get('x-forwarded-for')?.split(',')[0] ??
    headers.get('x-vercel-forwarded-for') ??
    headers.get('cf-connecting-ip') ??
    ''
  ).trim();
  if (isIP(ip) === 0) return null;
  return {
    ip,
    countryCode: normalizeCountryCode(headers.get('x-vercel-ip-country') ?? headers.get('cf-ipcountry')),
    regionCode: text(headers, 'x-vercel-ip-country-region'),
    cityName: text(headers, 'x-vercel-ip-city'),
    latitude: coordinate(headers, 'x-vercel-ip-latitude', 90),
    longitude: coordinate(headers, 'x-vercel-ip-longitude', 180),
    tzIdentifier: text(headers, 'x-vercel-ip-timezone'),
  };
}

/** The country a sign-up from these headers records, or null. */
export function signUpCountryCode(headers: Headers): string | null {
  return endUserLocation(headers)?.countryCode ?? null;
}
