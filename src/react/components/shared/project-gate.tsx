// Renders its children only once the project's config is known; loading and failure in words.

import type { ReactNode } from 'react';
import type { Project } from '../../../core/apps/types';
import { useProjectState, useTranslation } from '../../hooks';
import { LoadingNotice } from './loading-notice';

export function ProjectGate({ children }: { children(project: Project): ReactNode }): ReactNode {
  const t = useTranslation();
  const state = useProjectState();
  if (state.status === 'loading') {
    return <LoadingNotice />;
  }
  if (state.status === 'error') {
    return (
      <div>
        <p className="stack-error" role="alert">
          {t('error.projectUnavailable')}
        </p>
        <button type="button" className="stack-button-plain" onClick={state.retry}>
          {t('action.retry')}
        </button>
      </div>
    );
  }
  return children(state.project);
}
