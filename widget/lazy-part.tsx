// The on-demand parts of the script tag (widget/lazy/*): each is a dynamic import, which the script's build
// turns into a file beside the script (dist/parts/, tools/script-parts.ts). An element renders its part's
// component once loaded, its placeholder (by default the loading skeleton) meanwhile, and a retry in words
// if the file cannot be fetched.
// A part's CSS joins the page's one sheet and its English strings the table when it arrives.

import { createElement, useEffect, useState, type ReactNode } from 'react';
import { LoadingNotice } from '../src/react/shared/loading-notice';
import { useTranslation } from '../src/react/hooks';
import { addEnglish } from '../src/react/i18n';
import type { Messages } from '../src/react/i18n';
import { Alert } from '../src/react/ui/form';
import { Button } from '../src/react/ui/button';
import { loadOnce } from '../src/core/load-once';
import { addPartStyles } from './styles';

// In the cascade order of their CSS (as in src/react/all-css.ts).
const IMPORTS = {
  signUp: () => import('./lazy/sign-up'),
  userButton: () => import('./lazy/user-button'),
  teamSwitcher: () => import('./lazy/team-switcher'),
  screens: () => import('./lazy/screens'),
};

export type PartName = keyof typeof IMPORTS;
const PART_NAMES = Object.keys(IMPORTS) as PartName[];
type Parts = { [P in PartName]: Awaited<ReturnType<(typeof IMPORTS)[P]>> };
/** The components a part exports, by export name. */
export type PartComponent<P extends PartName> = Exclude<keyof Parts[P], 'css' | 'english'>;

type PropsOf<C> = C extends (props: infer Props) => ReactNode ? Props : never;

const loaded: Partial<Parts> = {};
const loaders = new Map<PartName, () => Promise<unknown>>();

/** Whether a part has arrived (an element whose part has not waits for nothing else: its placeholder is sized). */
export function isPartLoaded(part: PartName): boolean {
  return loaded[part] !== undefined;
}

/** Loads a part once (concurrent callers share it); a failed load is forgotten, so the next call tries again. */
export function loadPart<P extends PartName>(part: P): Promise<Parts[P]> {
  let load = loaders.get(part);
  if (!load) {
    load = loadOnce(() =>
      (IMPORTS[part]() as Promise<Parts[P]>).then((module) => {
        const { css, english } = module as { css: readonly string[]; english?: Partial<Messages> };
        addPartStyles(PART_NAMES.indexOf(part), css);
        if (english) addEnglish(english);
        loaded[part] = module;
        return module;
      }),
    );
    loaders.set(part, load);
  }
  return load() as Promise<Parts[P]>;
}

export function LazyPart<P extends PartName, N extends PartComponent<P>>({ part, component, props, placeholder }: {
  part: P;
  component: N;
  props: PropsOf<Parts[P][N]>;
  /** Shown until the part arrives, at the element's final size (a header button never waits as a card). */
  placeholder?: ReactNode;
}): ReactNode {
  const t = useTranslation();
  const [module, setModule] = useState<Parts[P] | undefined>(() => loaded[part]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return;
    let live = true;
    loadPart(part).then(
      (value) => live && setModule(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [part, module, failed]);
  if (failed) {
    return (
      <Alert action={<Button variant="secondary" onClick={() => setFailed(false)}>{t('action.retry')}</Button>}>
        {t('error.unexpected')}
      </Alert>
    );
  }
  if (!module) return placeholder === undefined ? <LoadingNotice /> : placeholder;
  // One cast: TypeScript cannot relate a generic key's component to its generic props.
  return createElement(module[component] as unknown as (props: object) => ReactNode, props as object);
}
