// The Users page: the list, or one user's page when the location names a user id.
import type { ReactNode } from 'react';
import { useConsole } from '../../console-context';
import { UserList } from './user-list';
import { UserPage } from './user-page';

export function UsersPage(): ReactNode {
  const { location } = useConsole();
  return location.param ? <UserPage userId={location.param} /> : <UserList />;
}
