// The later steps of the sign-in card as components that load their code on first need (./later-steps: in
// the script tag a file of dist/parts/, in the npm package a chunk). The card prefetches them when a step
// becomes likely (an e-mail typed, a sign-in sent), so the step normally renders at once, from memory.

import { createElement, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { loadOnce } from '../../../core/internal';
import { useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Alert } from '../../ui/form';
import { AuthCardSkeleton } from '../shared/project-gate';

type LaterSteps = typeof import('./later-steps');

let loaded: LaterSteps | undefined;

/** Loads the steps (once; a failed load is tried again by the next call). */
export const loadLaterSteps = loadOnce(() => import('./later-steps').then((module) => (loaded = module)));

/** Starts the load ahead of need; a failure is met again, and said, when the step renders. */
export function prefetchLaterSteps(): void {
  if (!loaded) loadLaterSteps().catch(() => undefined);
}

function LaterStep<N extends keyof LaterSteps>({ name, props }: { name: N; props: ComponentProps<LaterSteps[N]> }): ReactNode {
  const t = useTranslation();
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return;
    let live = true;
    loadLaterSteps().then(
      (value) => live && setModule(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, failed]);
  if (failed) {
    return (
      <Card>
        <Alert action={<Button variant="secondary" size="sm" onClick={() => setFailed(false)}>{t('action.retry')}</Button>}>{t('error.unexpected')}</Alert>
      </Card>
    );
  }
  // A card of the step's size while its code arrives (only when the prefetch has not finished yet).
  if (!module) return <AuthCardSkeleton shape="code" />;
  // One cast: TypeScript cannot relate a generic key's component to its generic props.
  return createElement(module[name] as (props: object) => ReactNode, props as object);
}

export function LazyMfaForm(props: ComponentProps<LaterSteps['MfaForm']>): ReactNode {
  return <LaterStep name="MfaForm" props={props} />;
}

export function LazyCodeStep(props: ComponentProps<LaterSteps['CodeStep']>): ReactNode {
  return <LaterStep name="CodeStep" props={props} />;
}
