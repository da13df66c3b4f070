// Stack Auth's published development keys for its `internal` project (apps/e2e/.env.development in Stack's
// repository): Stack's own test tooling, and scripts written against a Stack dev backend, send them.
// An in-memory emulator on a loopback address accepts them besides its random keys, from local processes
// only (middleware/local-process.ts): a request that carries a browser's marks (Origin, Sec-Fetch-Site) or names another Host is refused
// as before, so no web page, DNS-rebinding page or other machine can use keys everybody knows. A data
// folder never accepts them (its keys are random, issue 29); `stackDevKeys: false` turns this off.
import { isLocalProcessRequest } from '../middleware/local-process';

export const STACK_DEV_KEYS = {
  secretServerKey: 'this-secret-server-key-is-for-local-development-only',
  superSecretAdminKey: 'this-super-secret-admin-key-is-for-local-development-only',
} as const;

/** The project the published keys belong to. */
const STACK_DEV_PROJECT_ID = 'internal';

/** Whether `key` is Stack's published development key of this kind for `projectId`, sent by a local process. */
export function isAcceptedStackDevKey(
  request: Request,
  projectId: string,
  kind: keyof typeof STACK_DEV_KEYS,
  key: string,
): boolean {
  return projectId === STACK_DEV_PROJECT_ID && key === STACK_DEV_KEYS[kind] && isLocalProcessRequest(request);
}
