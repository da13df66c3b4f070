// Shared by the admin SDK tests: StackAdminApp on an emulator project (admin key), and a fetch that
// records what went over HTTP including the admin credentials (real fetch underneath).
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import type { Clock } from '../../../src/protocol/clock';
import { recordingFetch, type RecordingFetch } from './helpers';

export interface AdminKeys {
  id: string;
  publishableClientKey: string;
  superSecretAdminKey: string;
}

export interface AdminRecordedRequest {
  method: string;
  path: string;
  body: string | null;
  adminKey: string | null;
  adminAccessToken: string | null;
}

/** recordingFetch plus the admin headers of each request. */
export function adminRecordingFetch(): RecordingFetch & { admin: AdminRecordedRequest[] } {
  const inner = recordingFetch();
  const admin: AdminRecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    admin.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api\/v1/, ''),
      body: typeof init?.body === 'string' ? init.body : null,
      adminKey: headers.get('x-stack-super-secret-admin-key'),
      adminAccessToken: headers.get('x-stack-admin-access-token'),
    });
    return inner.fetch(input, init);
  };
  return {
    ...inner,
    fetch,
    admin,
    clear: () => {
      inner.clear();
      admin.length = 0;
    },
  };
}

export function makeAdminApp(emu: { url: string }, project: AdminKeys, options: { fetch?: typeof fetch; clock?: Clock } = {}): StackAdminApp {
  return new StackAdminApp({
    projectId: project.id,
    publishableClientKey: project.publishableClientKey,
    superSecretAdminKey: project.superSecretAdminKey,
    baseUrl: emu.url,
    redirectMethod: 'none',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}
