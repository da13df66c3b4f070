// The guard of the internal-project-only methods (SPEC.md §5): a leaf, used by the script and the area code.
import { INTERNAL_PROJECT_ID } from '../../../protocol/constants';
import type { UserContext } from './context';

/** Thrown by the internal-project-only methods on an app of another project (SPEC.md §5). */
export const INTERNAL_PROJECT_ONLY_MESSAGE = "Internal-project-only functions need the project id 'internal'.";

export function ensureInternalProject(ctx: Pick<UserContext, 'api'>): void {
  if (ctx.api.projectId !== INTERNAL_PROJECT_ID) throw new Error(INTERNAL_PROJECT_ONLY_MESSAGE);
}
