// The three keys a set can hold, in the order the page lists them, with their SDK field names.
import type { ConsoleMessageKey } from '../../i18n';

export type KeyKind = 'publishableClientKey' | 'secretServerKey' | 'superSecretAdminKey';

export const KEY_KINDS: readonly { kind: KeyKind; name: ConsoleMessageKey; hint: ConsoleMessageKey }[] = [
  { kind: 'publishableClientKey', name: 'api-keys.kind.publishable', hint: 'api-keys.kind.publishableHint' },
  { kind: 'secretServerKey', name: 'api-keys.kind.secret', hint: 'api-keys.kind.secretHint' },
  { kind: 'superSecretAdminKey', name: 'api-keys.kind.admin', hint: 'api-keys.kind.adminHint' },
];
