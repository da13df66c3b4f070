// What every section of a user's page receives.
import type { ServerUser } from '../../../core/internal';

export interface UserSectionProps {
  user: ServerUser;
  /** Reads the user again after a change. */
  reload(): Promise<void>;
}
