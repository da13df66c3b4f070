// Renders a screen of widget/screens once that module has loaded (on demand, beside the script), with the
// loading skeleton meanwhile and a retry in words if the file cannot be fetched. The screens' CSS joins the
// page's shared sheet when they arrive.

import { createElement, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../src/react/hooks';
import { LoadingNotice } from '../src/react/components/shared/loading-notice';
import { Alert, Button } from '../src/react/ui';
import { addScreenStyles } from './styles';

type Screens = typeof import('./screens');
/** The components the screens module carries, by export name. */
export type ScreenName = 'AccountSettings' | 'StackHandler' | 'CliAuthConfirm';

let loaded: Screens | null = null;
let loading: Promise<Screens> | null = null;

/** Loads the screens module once; a failed load is forgotten so the next call tries again. */
export function loadScreens(): Promise<Screens> {
  loading ??= import('./screens').then(
    (screens) => {
      addScreenStyles(screens.screensCss);
      loaded = screens;
      return screens;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function LazyScreen<N extends ScreenName>({ screen, props }: { screen: N; props: ComponentProps<Screens[N]> }): ReactNode {
  const t = useTranslation();
  const [screens, setScreens] = useState<Screens | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (screens || failed) return;
    let live = true;
    loadScreens().then(
      (value) => live && setScreens(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [screens, failed]);
  if (failed) {
    return (
      <Alert action={<Button variant="secondary" onClick={() => setFailed(false)}>{t('action.retry')}</Button>}>
        {t('error.unexpected')}
      </Alert>
    );
  }
  if (!screens) return <LoadingNotice />;
  // One cast: TypeScript cannot relate a generic key's component to its generic props.
  const Screen = screens[screen] as unknown as (props: object) => ReactNode;
  return createElement(Screen, props as object);
}
