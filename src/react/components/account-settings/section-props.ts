// What each account-settings section receives from the shell.
import type { CurrentUser, Project } from '../../../core/internal';

export interface AccountSectionProps {
  user: CurrentUser;
  project: Project;
}
