import { ShieldCheck } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { PermissionsPage } from './permissions-page';

export { permissionsCss } from './styles';
export { permissionsStrings } from './strings';

export const permissionsPage: ConsolePageDef = { id: 'permissions', group: 'project', titleKey: 'permissions.title', icon: ShieldCheck, Component: PermissionsPage };
