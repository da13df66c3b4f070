// What an element shows while it waits for data: a skeleton of the final size, announced as loading.
import type { ReactNode } from 'react';
import { useTranslation } from '../hooks';
import { Skeleton } from '../ui/feedback';

export function LoadingNotice({ lines = 3, height = 36 }: { lines?: number; height?: 16 | 36 | 56 }): ReactNode {
  const t = useTranslation();
  return <Skeleton lines={lines} height={height} label={t('state.loading')} />;
}

/** The user button while it waits: a 40 px circle where the avatar will be, so a header keeps its height. */
export function AvatarLoading(): ReactNode {
  const t = useTranslation();
  return (
    <span className="stack-avatar-loading">
      <Skeleton height={36} label={t('state.loading')} />
    </span>
  );
}
