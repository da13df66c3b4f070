import { KeyRound } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { ApiKeysPage } from './api-keys-page';

export { apiKeysCss } from './styles';
export { apiKeysStrings } from './strings';

export const apiKeysPage: ConsolePageDef = { id: 'api-keys', group: 'configure', titleKey: 'api-keys.title', icon: KeyRound, Component: ApiKeysPage };
