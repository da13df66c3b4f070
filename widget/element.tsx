// The thin layer between r2wc and our elements. r2wc gets no props at all: configuration lives
// on the element (attributes + reflected properties) and reaches React through a subscription,
// which sidesteps r2wc's pitfalls (falsy values and removed attributes ignored, properties set
// before definition lost, JSON stringified into attributes).

import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { StackProvider, type RunAction } from '../src/react/provider';
import { ThemeScope, THEME_SETTINGS, type ThemeSetting } from '../src/react/theme';
import { useTranslation } from '../src/react/hooks';
import { LoadingNotice } from '../src/react/shared/loading-notice';
import { elementLocale } from './language';
import { useLocaleStatus } from '../src/react/i18n/use-locale';
import { localeDirection, translatorFor } from '../src/react/i18n';
import { BOOLEAN_KEYS, CONFIG_ATTRIBUTES, readConfig, sameConfig, type ConfigKey, type WidgetConfig } from './config';
import { ATTRIBUTES } from './definitions/attributes';
import type { EndUserElementDefinition } from './definitions/define';
import { cancelMount, queueMount } from './mount-batch';
import { earlyReadsOf, getAppEntry } from './registry';
import { adoptStyles, createHostSheet } from './styles';

/** Renders one element from its configuration; it sees only the attributes its definition lists. */
export type RenderElement<K extends ConfigKey = ConfigKey> = (config: Pick<WidgetConfig, K>) => ReactNode;

/** Block elements fill their container and answer container queries; inline ones size to content. */
export type ElementLayout = 'block' | 'inline';

/** What r2wc's generated class provides and our subclass calls into. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface StackElement extends HTMLElement {
  projectId: string | null;
  publishableClientKey: string | null;
  baseUrl: string | null;
  signInUrl: string | null;
  signUpUrl: string | null;
  handlerBase: string | null;
  allowGuest: boolean;
  hideNoTeam: boolean;
  readonly config: WidgetConfig;
  subscribeConfig(listener: () => void): () => void;
}

function MissingProject({ locale }: { locale: string }): ReactNode {
  const t = translatorFor(locale);
  return (
    <p className="stack-field-error" role="alert">
      {t('widget.missingProjectId')}
    </p>
  );
}

function themeSetting(value: string | undefined): ThemeSetting {
  return (THEME_SETTINGS as readonly string[]).includes(value ?? '') ? (value as ThemeSetting) : 'auto';
}

/** How an element is drawn besides its screen. */
export interface ElementLook {
  layout?: ElementLayout;
  /** Its own :host rules. */
  hostCss?: string | undefined;
  /** Shown while its language table loads; the loading skeleton when not given. */
  waiting?: ReactNode;
  /** True while its first frame could only be a placeholder (its part has not arrived): it renders at once. */
  placeholderOnly?: () => boolean;
}

function ElementRoot({ host, render, layout, waiting }: { host: StackElement; render: RenderElement; layout: ElementLayout; waiting: ReactNode }): ReactNode {
  const config = useSyncExternalStore(
    (listener) => host.subscribeConfig(listener),
    () => host.config,
    () => host.config,
  );
  const { projectId, publishableClientKey, baseUrl } = config;
  const entry = useMemo(
    () => (projectId ? getAppEntry({ projectId, publishableClientKey, baseUrl }) : null),
    [projectId, publishableClientKey, baseUrl],
  );
  const runAction = useMemo<RunAction | undefined>(
    () => (entry ? (action) => entry.events.runAction(host, action) : undefined),
    [entry, host],
  );
  const wanted = elementLocale(config.lang);
  const status = useLocaleStatus(wanted);
  // A table that could not be loaded means English, never blank text; while a new language loads
  // after a change of `lang`, the element keeps speaking the previous one (what was typed stays).
  const shown = useRef<string | null>(null);
  if (status !== 'loading') shown.current = status === 'failed' ? 'en' : wanted;
  const locale = shown.current ?? wanted;
  if (shown.current === null) {
    // Nothing new while the table loads: the same skeleton the element shows while it waits for data.
    return (
      <ThemeScope theme={themeSetting(config.theme)} layout={layout} lang={locale} dir={localeDirection(locale)}>
        {waiting === undefined ? <LoadingNotice lines={layout === 'inline' ? 1 : 3} /> : waiting}
      </ThemeScope>
    );
  }
  return (
    <ThemeScope theme={themeSetting(config.theme)} layout={layout} lang={locale} dir={localeDirection(locale)}>
      {entry ? (
        <StackProvider app={entry.app} runAction={runAction} locale={locale}>
          {render(config)}
        </StackProvider>
      ) : (
        <MissingProject locale={locale} />
      )}
    </ThemeScope>
  );
}

/** Builds the custom element class for one definition (not yet defined): its attributes are observed and reflected. */
export function createStackElement<K extends ConfigKey>(
  definition: EndUserElementDefinition & { readonly attributes: readonly K[] },
  render: RenderElement<K>,
  { layout = 'block', hostCss, waiting, placeholderOnly }: ElementLook = {},
): CustomElementConstructor {
  const keys: readonly ConfigKey[] = definition.attributes;
  const observed = keys.map((key) => CONFIG_ATTRIBUTES[key]);
  // One sheet per class, made on first use (a tag never appears in it, so the prefix is free).
  let hostSheet: CSSStyleSheet | null | undefined;
  function Mount({ container }: { container?: HTMLElement }): ReactNode {
    // r2wc hands us the shadow root as `container`; its host is our element.
    const host = (container as unknown as ShadowRoot).host as StackElement;
    return <ElementRoot host={host} render={render} layout={layout} waiting={waiting} />;
  }
  const Base = r2wc(Mount, { shadow: 'open', props: [] }) as unknown as new () => R2wcElement;

  class Element extends Base {
    static get observedAttributes(): string[] {
      return [...observed];
    }

    private currentConfig: WidgetConfig;
    private readonly listeners = new Set<() => void>();

    constructor() {
      super();
      if (hostSheet === undefined) hostSheet = hostCss ? createHostSheet(hostCss) : null;
      if (this.shadowRoot) adoptStyles(this.shadowRoot, hostSheet);
      this.currentConfig = readConfig(this);
    }

    get config(): WidgetConfig {
      return this.currentConfig;
    }

    subscribeConfig(listener: () => void): () => void {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    }

    override connectedCallback(): void {
      this.upgradeProperties();
      this.refreshConfig();
      const { projectId, baseUrl } = this.currentConfig;
      // Its first render waits for the script's early reads, if they still run (./mount-batch.ts), unless it
      // could only show its placeholder: then that holds the element's place from the frame it is defined in
      // (a batch in this task's microtasks, drawn inside flushSync).
      const early = placeholderOnly?.() ? Promise.resolve() : projectId ? earlyReadsOf({ projectId, baseUrl }) : null;
      queueMount(this, () => super.connectedCallback(), early);
    }

    override disconnectedCallback(): void {
      cancelMount(this);
      // A host framework may remove the element while React renders (React's own commit of an app that
      // shares our React): unmounting then is refused with a warning, so the root unmounts once the
      // current task's work is done, unless the element was put back meanwhile (a move keeps its root).
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(): void {
      this.refreshConfig();
    }

    /** Values assigned before the element was defined shadow our accessors; re-apply them. */
    private upgradeProperties(): void {
      for (const key of keys) {
        if (Object.prototype.hasOwnProperty.call(this, key)) {
          const value: unknown = (this as Record<string, unknown>)[key];
          delete (this as Record<string, unknown>)[key];
          (this as unknown as Record<ConfigKey, unknown>)[key] = value;
        }
      }
    }

    private refreshConfig(): void {
      const next = readConfig(this);
      if (sameConfig(next, this.currentConfig)) return;
      this.currentConfig = next;
      for (const listener of [...this.listeners]) listener();
    }
  }

  // Properties reflect to attributes; null, undefined and '' remove the attribute (false too, for booleans).
  for (const key of keys) {
    // lang is HTMLElement's own reflected property already.
    if ('ownProperty' in ATTRIBUTES[key]) continue;
    const attribute = CONFIG_ATTRIBUTES[key];
    const flag = BOOLEAN_KEYS.has(key);
    Object.defineProperty(Element.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): string | boolean | null {
        return flag ? this.hasAttribute(attribute) && this.getAttribute(attribute) !== 'false' : this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (flag) this.toggleAttribute(attribute, value === true || value === 'true' || value === '');
        else if (value === null || value === undefined || value === '') this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }

  return Element;
}
