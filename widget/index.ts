// The bundle entry (dist/stack-elements.js): defines the elements once and exposes a small global
// API. Loading the script twice is harmless: the first copy's elements and registry stay in charge.

import type { StackClientAppApi } from '../src/core/apps/types';
import { getApp } from './api';
import { getScriptDefaults, getScriptRequestTimeoutMs } from './config';
import { defineElements, ELEMENT_TAGS, type ElementTag } from './elements';
import { STACK_EVENTS } from './events';
import { setPageAppOptions, startReads } from './registry';
import { installLocaleFiles } from './locale-files';
import { listenForChunks } from './sibling-script';
import { setMessages, type Messages } from '../src/react/i18n';
import { version } from '../package.json';

export interface StackElementsApi {
  /** The page's shared app for a project (default: the script tag's data-project-id), or undefined. */
  getApp(projectId?: string, baseUrl?: string): StackClientAppApi | undefined;
  readonly version: string;
  readonly events: typeof STACK_EVENTS;
  /** Overrides single strings of a locale, e.g. setMessages('de', { 'signIn.title': 'Anmelden' }); elements re-render. */
  setMessages(locale: string, messages: Partial<Messages>): void;
}

declare global {
  interface Window {
    StackElements?: StackElementsApi;
  }
}

const api: StackElementsApi = { getApp, version, events: STACK_EVENTS, setMessages };

/** The elements that render from the user alone: a page of only these needs no project read. */
const USER_ONLY_TAGS: readonly ElementTag[] = ['stack-user-button'];
const PROJECT_READERS = ELEMENT_TAGS.filter((tag) => !USER_ONLY_TAGS.includes(tag)).join(',');

/**
 * Starts the reads of the script tag's project before any element renders (issue 16: the first request
 * used to leave only after React's first render). A deferred or late script sees the page's elements, so
 * a page of user buttons only skips the project read; a script still parsing the page cannot know, so it
 * reads the project. Elements configured with another project or API origin make their own reads.
 */
function startScriptProjectReads(): void {
  const { projectId, publishableClientKey, baseUrl } = getScriptDefaults();
  if (!projectId) return;
  const project = document.readyState === 'loading' || document.querySelector(PROJECT_READERS) !== null;
  startReads({ projectId, publishableClientKey, baseUrl }, { project, user: true });
}

if (typeof window !== 'undefined' && !window.StackElements) {
  window.StackElements = api;
  listenForChunks();
  // Before the app is made: its request time limit comes from the script tag.
  setPageAppOptions({ requestTimeoutMs: getScriptRequestTimeoutMs() });
  startScriptProjectReads();
  installLocaleFiles();
  defineElements();
}
