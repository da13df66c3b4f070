// The page's shared app for a project, as the elements use it: the script tag's global API and the
// ESM entry both hand it out, so page code and elements share one session.

import type { StackClientAppApi } from '../src/core/apps/types';
import { getScriptDefaults } from './config';
import { getAppEntry } from './registry';

/** The page's shared app for a project (default: the script tag's data-project-id), or undefined. */
export function getApp(projectId?: string, baseUrl?: string): StackClientAppApi | undefined {
  const defaults = getScriptDefaults();
  const id = projectId ?? defaults.projectId;
  if (!id) return undefined;
  const sameProject = id === defaults.projectId;
  return getAppEntry({
    projectId: id,
    baseUrl: baseUrl ?? defaults.baseUrl,
    publishableClientKey: sameProject ? defaults.publishableClientKey : undefined,
  }).app;
}
