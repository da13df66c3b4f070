import { Users } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { UsersPage } from './users-page';

export { usersCss } from './styles';
export { usersStrings } from './strings';

export const usersPage: ConsolePageDef = {
  id: 'users',
  group: 'project',
  titleKey: 'users.title',
  icon: Users,
  Component: UsersPage,
};
