// Small helpers for talking to a running emulator over real HTTP.
import type { RunningEmulator } from '../../../emulator/server';
import { uniqueEmail } from '../../support/unique-email';

export interface Keys {
  id: string;
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string (then raw, with the given content-type). */
  body?: unknown;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function call(emu: Pick<RunningEmulator, 'url'>, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${emu.url}/api/v1${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const clientHeaders = (p: Pick<Keys, 'id' | 'publishableClientKey'>, extra: Record<string, string> = {}): Record<string, string> => ({
  'x-stack-project-id': p.id,
  'x-stack-access-type': 'client',
  'x-stack-publishable-client-key': p.publishableClientKey,
  ...extra,
});

export const serverHeaders = (p: Keys, extra: Record<string, string> = {}): Record<string, string> => ({
  'x-stack-project-id': p.id,
  'x-stack-access-type': 'server',
  'x-stack-secret-server-key': p.secretServerKey,
  ...extra,
});

export const adminHeaders = (p: Keys, extra: Record<string, string> = {}): Record<string, string> => ({
  'x-stack-project-id': p.id,
  'x-stack-access-type': 'admin',
  'x-stack-super-secret-admin-key': p.superSecretAdminKey,
  ...extra,
});

export { uniqueEmail };

export async function signUp(emu: Pick<RunningEmulator, 'url'>, p: Keys, email = uniqueEmail(), password = 'correct-horse-1') {
  const res = await call(emu, '/auth/password/sign-up', { headers: clientHeaders(p), body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, password, ...(res.json as { access_token: string; refresh_token: string; user_id: string }) };
}

/** Asserts a known-error response and returns its body. */
export function expectKnownError(res: CallResult, code: string, status: number): { code: string; details?: any; error: string } {
  const problems: string[] = [];
  if (res.status !== status) problems.push(`status ${res.status} != ${status}`);
  if (res.headers.get('x-stack-known-error') !== code) problems.push(`x-stack-known-error ${res.headers.get('x-stack-known-error')} != ${code}`);
  // Present only for clients that speak the 2.8.108+ dialect (dialects.test.ts checks which).
  const newer = res.headers.get('x-hexclave-known-error');
  if (newer !== null && newer !== code) problems.push(`x-hexclave-known-error ${newer} != ${code}`);
  if (res.json?.code !== code) problems.push(`body.code ${res.json?.code} != ${code}`);
  if (problems.length) throw new Error(`${problems.join('; ')}\nbody: ${res.text}`);
  return res.json;
}
