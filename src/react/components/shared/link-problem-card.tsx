// The end of a mailed link that cannot be used: what is wrong with it in words, and where to go instead.

import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks';
import { LINK_PROBLEM_WORDS, type LinkProblem } from './mailed-code';
import { StatusCard } from './status-card';

export function LinkProblemCard({ problem, missingMessage, actions }: { problem: LinkProblem; missingMessage: string; actions: ReactNode }): ReactNode {
  const t = useTranslation();
  const words = problem === 'missing' ? null : LINK_PROBLEM_WORDS[problem];
  return (
    <StatusCard
      className="stack-link-problem"
      title={words ? t(words.title) : t('link.missingTitle')}
      kind="error"
      message={words ? t(words.message) : missingMessage}
      actions={actions}
    />
  );
}
