// The bundle entry (dist/stack-elements.js): defines the elements once and exposes a small global
// API. Loading the script twice is harmless: the first copy's elements and registry stay in charge.

// First: its reads start before the modules below (React among them) evaluate.
import './start-reads';
import type { StackClientAppApi } from '../src/core/apps/types';
import { getApp } from './api';
import { defineElements } from './elements';
import { STACK_EVENTS } from './events';
import { installLocaleFiles } from './locale-files';
import { installPasswordCheckFile } from './password-check-file';
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

if (typeof window !== 'undefined' && !window.StackElements) {
  window.StackElements = api;
  listenForChunks();
  installLocaleFiles();
  installPasswordCheckFile();
  defineElements();
}
