import { LockKeyhole } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { AuthMethodsPage } from './auth-methods-page';

export { authMethodsCss } from './styles';
export { authMethodsStrings } from './strings';

export const authMethodsPage: ConsolePageDef = { id: 'auth-methods', group: 'configure', titleKey: 'auth-methods.title', icon: LockKeyhole, Component: AuthMethodsPage };
