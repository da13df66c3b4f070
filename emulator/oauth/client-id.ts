// The OAuth client id is the project id, optionally `#<branch id>` (Stack's getProjectBranchFromClientId).
import type { Queryable } from '../db/database';
import { getProject, type ProjectRecord } from '../projects/store';

/** The emulator keeps one branch per project, as the header auth does (middleware/auth.ts). */
const DEFAULT_BRANCH_ID = 'main';

/** The project of a client id, or null when the project or the branch does not exist. */
export async function projectOfClientId(db: Queryable, clientId: string): Promise<ProjectRecord | null> {
  const hash = clientId.indexOf('#');
  const projectId = hash === -1 ? clientId : clientId.slice(0, hash);
  const branchId = hash === -1 ? DEFAULT_BRANCH_ID : clientId.slice(hash + 1);
  if (branchId !== DEFAULT_BRANCH_ID) return null;
  return getProject(db, projectId);
}
