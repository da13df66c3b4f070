// The bundle entry (dist/stack-elements.js): defines the elements once and exposes a small global
// API. Loading the script twice is harmless: the first copy's elements and registry stay in charge.

import type { StackClientAppApi } from '../src/core/apps/types';
import { getScriptDefaults, getScriptRequestTimeoutMs } from './config';
import { defineElements } from './elements';
import { STACK_EVENTS } from './events';
import { getAppEntry, setPageAppOptions } from './registry';
import { installLocaleFiles } from './locale-files';
import { setMessages, type Messages } from '../src/react';
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

function getApp(projectId?: string, baseUrl?: string): StackClientAppApi | undefined {
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

const api: StackElementsApi = { getApp, version, events: STACK_EVENTS, setMessages };

if (typeof window !== 'undefined' && !window.StackElements) {
  window.StackElements = api;
  installLocaleFiles();
  setPageAppOptions({ requestTimeoutMs: getScriptRequestTimeoutMs() });
  defineElements();
}
