// <stack-project-admin>: the owner console as a custom element. The owner signs in on the internal
// project of `base-url`; the element shares that session (cookies) with any other console on the page.

import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { INTERNAL_PROJECT_ID } from '../../src/protocol/constants';
// Not the src/react entry: it installs the npm package's password check, whose word lists the IIFE would inline.
import { StackProvider, type RunAction } from '../../src/react/provider';
import { ThemeScope, THEME_SETTINGS, type ThemeSetting } from '../../src/react/theme';
import { ProjectAdmin, type ConsoleEvent } from '../../src/console';
import { getAppEntry } from '../registry';
import { CONSOLE_ATTRIBUTES, CONSOLE_KEYS, readConsoleConfig, sameConsoleConfig, type ConsoleConfig } from './config';
import { projectAdmin } from '../definitions/project-admin';
import { dispatchConsoleEvent } from './events';
import { OWNER_CARDS } from './owner-cards';
import { adoptConsoleStyles } from './styles';

export const CONSOLE_TAG = projectAdmin.tag;

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface ProjectAdminElement extends HTMLElement {
  projectId: string | null;
  baseUrl: string | null;
  page: string | null;
  routing: string | null;
  theme: string | null;
  readonly config: ConsoleConfig;
  subscribeConfig(listener: () => void): () => void;
}

function themeSetting(value: string | undefined): ThemeSetting {
  return (THEME_SETTINGS as readonly string[]).includes(value ?? '') ? (value as ThemeSetting) : 'auto';
}

function ConsoleRoot({ host }: { host: ProjectAdminElement }): ReactNode {
  const config = useSyncExternalStore(
    (listener) => host.subscribeConfig(listener),
    () => host.config,
    () => host.config,
  );
  const entry = useMemo(() => getAppEntry({ projectId: INTERNAL_PROJECT_ID, baseUrl: config.baseUrl }), [config.baseUrl]);
  const runAction = useMemo<RunAction>(() => (action) => entry.events.runAction(host, action), [entry, host]);
  const onEvent = useMemo(() => (event: ConsoleEvent) => dispatchConsoleEvent(host, event), [host]);
  return (
    <ThemeScope theme={themeSetting(config.theme)}>
      <StackProvider app={entry.app} runAction={runAction}>
        <ProjectAdmin projectId={config.projectId} page={config.page} routing={config.routing === 'none' ? 'none' : 'hash'} onEvent={onEvent} cards={OWNER_CARDS} />
      </StackProvider>
    </ThemeScope>
  );
}

function createProjectAdminElement(): CustomElementConstructor {
  function Mount({ container }: { container?: HTMLElement }): ReactNode {
    return <ConsoleRoot host={(container as unknown as ShadowRoot).host as ProjectAdminElement} />;
  }
  const Base = r2wc(Mount, { shadow: 'open', props: [] }) as unknown as new () => R2wcElement;

  class Element extends Base {
    static get observedAttributes(): string[] {
      return Object.values(CONSOLE_ATTRIBUTES);
    }

    private currentConfig: ConsoleConfig;
    private readonly listeners = new Set<() => void>();

    constructor() {
      super();
      if (this.shadowRoot) adoptConsoleStyles(this.shadowRoot);
      this.currentConfig = readConsoleConfig(this);
    }

    get config(): ConsoleConfig {
      return this.currentConfig;
    }

    subscribeConfig(listener: () => void): () => void {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    }

    override connectedCallback(): void {
      // Values assigned before the element was defined shadow the accessors; re-apply them.
      for (const key of CONSOLE_KEYS) {
        if (Object.prototype.hasOwnProperty.call(this, key)) {
          const value: unknown = (this as Record<string, unknown>)[key];
          delete (this as Record<string, unknown>)[key];
          (this as unknown as Record<string, unknown>)[key] = value;
        }
      }
      this.refreshConfig();
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // As for the end-user elements (widget/element.tsx): never unmount a root while React renders.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(): void {
      this.refreshConfig();
    }

    private refreshConfig(): void {
      const next = readConsoleConfig(this);
      if (sameConsoleConfig(next, this.currentConfig)) return;
      this.currentConfig = next;
      for (const listener of [...this.listeners]) listener();
    }
  }

  // Properties reflect to attributes; null, undefined and '' remove the attribute.
  for (const key of CONSOLE_KEYS) {
    const attribute = CONSOLE_ATTRIBUTES[key];
    Object.defineProperty(Element.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): string | null {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === '') this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return Element;
}

/** Defines <stack-project-admin> unless the page already has it (a second copy changes nothing). */
export function defineProjectAdmin(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(CONSOLE_TAG)) registry.define(CONSOLE_TAG, createProjectAdminElement());
}
