// The official @stackframe/js StackAdminApp on a test emulator project, and the official admin
// interface inside it: the JS app reads metrics and the Svix token only through that interface
// (its React twin's useMetrics / useSvixToken hooks call exactly these methods).
import { StackAdminApp } from '@stackframe/js';
import type { HexclaveAdminInterface } from '@stackframe/stack-shared';
import type { TestEmulator } from './emulator';

export function officialAdminApp(emu: TestEmulator, project = emu.project): StackAdminApp {
  // The official admin app also insists on a secret server key (it reads STACK_SECRET_SERVER_KEY otherwise).
  return new StackAdminApp({
    projectId: project.id,
    baseUrl: emu.url,
    publishableClientKey: project.publishableClientKey,
    secretServerKey: project.secretServerKey,
    superSecretAdminKey: project.superSecretAdminKey,
    tokenStore: 'memory',
  });
}

export function officialAdminInterface(app: StackAdminApp): HexclaveAdminInterface {
  return (app as unknown as { _interface: HexclaveAdminInterface })._interface;
}
