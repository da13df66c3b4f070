// One StackClientApp (and one SessionEvents) per (projectId, baseUrl) on the page, with cookie
// tokens, so every element of a project shares one session and one event source. Each element
// has its own React root, so this module-level map is where the sharing happens.

import { StackClientApp } from '../src/core/apps/client-app';
import type { StackClientAppApi, StackClientAppOptions } from '../src/core/apps/types';
import { watchAnswers } from '../src/react/known-answers';
import { SessionEvents } from './events';

export interface AppConfig {
  projectId: string;
  publishableClientKey?: string;
  baseUrl?: string;
}

export interface AppEntry {
  app: StackClientAppApi;
  events: SessionEvents;
  /** The script's early reads while they run (startReads), null before and after: elements wait on it. */
  early: Promise<void> | null;
}

export type AppFactory = (options: StackClientAppOptions) => StackClientAppApi;

const defaultFactory: AppFactory = (options) => new StackClientApp(options);
let factory: AppFactory = defaultFactory;
const entries = new Map<string, AppEntry>();
/** Page-wide app options set by the bundle entry (the script tag's data-request-timeout). */
let pageOptions: Pick<StackClientAppOptions, 'requestTimeoutMs'> = {};

/** Options every app created from now on gets; undefined values keep the SDK's defaults. */
export function setPageAppOptions(options: Pick<StackClientAppOptions, 'requestTimeoutMs'>): void {
  pageOptions = options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs };
}

function normaliseBaseUrl(baseUrl: string | undefined): string | undefined {
  return baseUrl ? baseUrl.replace(/\/+$/, '') : undefined;
}

function keyOf(projectId: string, baseUrl: string | undefined): string {
  return `${projectId}\u0000${baseUrl ?? ''}`;
}

/**
 * The page's app for this project and API origin, created on first use. `first` runs on a new app before
 * its SessionEvents exist: those start the session, whose first cookie read can block the page for tens
 * of ms, so a read that needs no session (the project) is on the wire before it.
 */
export function getAppEntry(config: AppConfig, first?: (app: StackClientAppApi) => void): AppEntry {
  const baseUrl = normaliseBaseUrl(config.baseUrl);
  const key = keyOf(config.projectId, baseUrl);
  let entry = entries.get(key);
  if (!entry) {
    const options: StackClientAppOptions = {
      projectId: config.projectId,
      tokenStore: 'cookie',
      // Elements stay on the page after auth actions; pages react to the DOM events instead.
      redirectMethod: 'none',
    };
    if (config.publishableClientKey) options.publishableClientKey = config.publishableClientKey;
    if (baseUrl) options.baseUrl = baseUrl;
    if (pageOptions.requestTimeoutMs !== undefined) options.requestTimeoutMs = pageOptions.requestTimeoutMs;
    const app = factory(options);
    first?.(app);
    entry = { app, events: new SessionEvents(app), early: null };
    entries.set(key, entry);
  }
  return entry;
}

/** Which reads startReads starts. */
export interface EarlyReads {
  /** GET /projects/current: every element but the user button needs it before its first real render. */
  project: boolean;
  /** GET /users/me, only when there is a session (signed out, it costs no request). */
  user: boolean;
}

/**
 * The app for `config`, created now, with the reads its elements will make already running. Elements ask
 * only after their React roots rendered once and ran their effects, tens of ms after the script ran
 * (issue 16). The reads go through the methods the components call, so the components share these loads
 * and their answers and no request is made twice: getProject keeps its promise, and getUser's answer is
 * kept while someone listens to the user, which the entry's SessionEvents does for the page's lifetime.
 * Their answers are kept as known answers (src/react/known-answers.ts), so an element mounted after them
 * renders them in its first frame. A failed read is not kept, so a component's own read tries again and
 * shows the failure.
 */
export function startReads(config: AppConfig, reads: EarlyReads = { project: true, user: true }): AppEntry {
  let project: Promise<void> | null = null;
  // A new app's project read starts before its session does (getAppEntry's `first`). The user read waits
  // for the entry's SessionEvents: the first user the app reports is their baseline, so they must hear it.
  const entry = getAppEntry(config, (app) => {
    project = watchAnswers(app, { project: reads.project, user: false });
  });
  const user = watchAnswers(entry.app, { project: reads.project && project === null, user: reads.user });
  const running = project ? Promise.all([project, user]).then(() => {}) : user;
  entry.early = running;
  void running.then(() => {
    if (entry.early === running) entry.early = null;
  });
  return entry;
}

/** The early reads an element of `config` waits for before its first render, if they still run. */
export function earlyReadsOf(config: AppConfig): Promise<void> | null {
  return entries.get(keyOf(config.projectId, normaliseBaseUrl(config.baseUrl)))?.early ?? null;
}

/** An app already in use on the page (or created now when a project id is given). */
export function findApp(projectId: string, baseUrl?: string): StackClientAppApi | undefined {
  return entries.get(keyOf(projectId, normaliseBaseUrl(baseUrl)))?.app;
}

/** Tests only: swap how apps are made and forget the existing ones. */
export function resetRegistryForTests(nextFactory: AppFactory = defaultFactory): void {
  for (const entry of entries.values()) entry.events.dispose();
  entries.clear();
  factory = nextFactory;
}
