// What an element shows while it waits for data: a skeleton of roughly the final size, announced as loading.
import type { ReactNode } from 'react';
import { useTranslation } from '../hooks';
import { Skeleton } from '../ui/feedback';

export function LoadingNotice({ lines = 3, height = 36 }: { lines?: number; height?: 16 | 36 | 56 }): ReactNode {
  const t = useTranslation();
  return <Skeleton lines={lines} height={height} label={t('state.loading')} />;
}
