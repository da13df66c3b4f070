// The script's first work (issue 16): imported before everything else by ./index.ts, so its reads leave
// while the rest of the script (React among it) still evaluates. Modules run in import order, and nothing
// this one imports reaches React. The request pipeline calls fetch synchronously when it has nothing to
// await, so the request is on the wire before the script finishes.

import { getScriptDefaults, getScriptRequestTimeoutMs } from './config';
import { setPageAppOptions, startReads } from './registry';
import { ELEMENT_TAGS, type ElementTag } from './definitions';

/** The elements that render from the user alone: a page of only these needs no project read. */
const USER_ONLY_TAGS: readonly ElementTag[] = ['stack-user-button'];
const PROJECT_READERS = ELEMENT_TAGS.filter((tag) => !USER_ONLY_TAGS.includes(tag)).join(',');

/**
 * Starts the reads of the script tag's project before any element renders. A deferred or late script sees
 * the page's elements, so a page of user buttons only skips the project read; a script still parsing the
 * page cannot know, so it reads the project. Elements configured with another project or API origin make
 * their own reads.
 */
function startScriptProjectReads(): void {
  const { projectId, publishableClientKey, baseUrl } = getScriptDefaults();
  if (!projectId) return;
  const project = document.readyState === 'loading' || document.querySelector(PROJECT_READERS) !== null;
  startReads({ projectId, publishableClientKey, baseUrl }, { project, user: true });
}

// A second copy of the script leaves the first in charge (./index.ts).
if (typeof window !== 'undefined' && !window.StackElements) {
  // Before the app is made: its request time limit comes from the script tag.
  setPageAppOptions({ requestTimeoutMs: getScriptRequestTimeoutMs() });
  startScriptProjectReads();
}
