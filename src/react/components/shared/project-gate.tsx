// The auth cards' gate: a skeleton of the card until the project's config and the user are known (no
// flash of the signed-out form for a signed-in person), and a failed config load in words with a retry.

import type { ReactNode } from 'react';
import type { CurrentUser, Project } from '../../../core/internal';
import { useProjectState, useTranslation, useUserState } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Alert } from '../../ui/form';

/** What the skeleton imitates: a sign-in card (providers, tabs, two fields) or a sign-up card (three fields). */
export type CardShape = 'sign-in' | 'sign-up' | 'code';

export interface GateProps {
  shape?: CardShape;
  /** The card will have a footer (e.g. "Continue as guest"): the skeleton reserves it. */
  footer?: boolean;
}

export function ProjectGate({ children, shape = 'sign-in', footer }: GateProps & { children(project: Project): ReactNode }): ReactNode {
  const t = useTranslation();
  const state = useProjectState();
  if (state.status === 'loading') return <AuthCardSkeleton shape={shape} footer={footer} />;
  if (state.status === 'error') {
    return (
      <Card>
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={state.retry}>
              {t('action.retry')}
            </Button>
          }
        >
          {t('error.projectUnavailable')}
        </Alert>
      </Card>
    );
  }
  return children(state.project);
}

/** ProjectGate that also waits for the user; a failed user read counts as signed out (the forms still work). */
export function AuthGate({ children, shape = 'sign-in', footer }: GateProps & { children(project: Project, user: CurrentUser | null): ReactNode }): ReactNode {
  const userState = useUserState();
  return (
    <ProjectGate shape={shape} footer={footer}>
      {(project) =>
        userState.status === 'loading' ? (
          <AuthCardSkeleton shape={shape} project={project} footer={footer} />
        ) : (
          children(project, userState.status === 'ready' ? userState.user : null)
        )
      }
    </ProjectGate>
  );
}

/** A card of the final card's size made of placeholder bars; with the project known it follows its methods. */
export function AuthCardSkeleton({ shape, project, footer }: { shape: CardShape; project?: Project; footer?: boolean | undefined }): ReactNode {
  const t = useTranslation();
  const config = project?.config;
  const providers = config?.oauthProviders.length ?? 2;
  const providerRows = providers > 3 ? 1 : providers;
  const oneTap = shape === 'code' ? 0 : providerRows + (shape === 'sign-in' && config?.passkeyEnabled ? 1 : 0);
  const tabs = shape === 'sign-in' && (config ? config.credentialEnabled && config.magicLinkEnabled : true);
  const fields = shape === 'sign-up' ? 3 : shape === 'code' ? 1 : 2;
  const bar = (kind: string, key?: number) => <span key={key} className="stack-auth-bar" data-bar={kind} />;
  return (
    <div role="status" aria-label={t('state.loading')} aria-busy="true" className="stack-auth-skeleton">
      <Card footer={footer ? bar('footer') : undefined}>
        <div className="stack-auth-skeleton-header" aria-hidden="true">
          {bar('title')}
          {bar('subtitle')}
        </div>
        {oneTap > 0 ? <div className="stack-one-tap" aria-hidden="true">{Array.from({ length: oneTap }, (_, index) => bar('control', index))}</div> : null}
        {oneTap > 0 ? bar('divider') : null}
        <div className="stack-form" aria-hidden="true">
          {tabs ? bar('tabs') : null}
          {Array.from({ length: fields }, (_, index) => (
            <div key={index} className="stack-field">
              {bar('label')}
              {bar(shape === 'code' ? 'code' : 'control')}
            </div>
          ))}
          {bar('control')}
        </div>
      </Card>
    </div>
  );
}

export const authSkeletonCss = `
.stack-auth-bar { display: block; width: 100%; height: 36px; border-radius: calc(var(--stack-radius) - 2px); background: var(--stack-muted);
  animation: stack-shimmer 1.4s ease-in-out infinite; }
.stack-auth-skeleton-header { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.stack-auth-bar[data-bar='title'] { width: 70%; height: 26px; }
.stack-auth-bar[data-bar='subtitle'] { width: 55%; height: 21px; }
.stack-auth-bar[data-bar='divider'] { height: 18px; background: linear-gradient(var(--stack-muted), var(--stack-muted)) center / 100% 1px no-repeat; animation: none; }
.stack-auth-bar[data-bar='tabs'] { height: 38px; border-radius: var(--stack-radius); }
.stack-auth-bar[data-bar='label'] { width: 30%; height: 21px; }
.stack-auth-bar[data-bar='code'] { height: 44px; }
.stack-auth-bar[data-bar='footer'] { width: 40%; height: 21px; margin-inline: auto; }
@container (max-width: 479px) { .stack-auth-bar[data-bar='control'] { height: 40px; } }
`;
