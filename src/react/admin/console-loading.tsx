// The console's shape in grey while the owner and the project load, so nothing jumps.

import type { ReactNode } from 'react';
import { LoadingNotice } from '../components/shared/loading-notice';
import { Skeleton } from '../ui';

export function ConsoleLoading(): ReactNode {
  return (
    <div className="stack-settings-frame stack-console" data-state="loading">
      <div className="stack-settings">
        <div className="stack-settings-side">
          <div className="stack-settings-heading-skeleton">
            <Skeleton />
          </div>
          <div className="stack-settings-picker">
            <Skeleton height={36} />
          </div>
          <div className="stack-settings-sidebar stack-settings-nav-skeleton">
            <Skeleton lines={10} height={36} />
          </div>
        </div>
        <div className="stack-settings-content stack-settings-section">
          <div className="stack-settings-section-header">
            <Skeleton lines={2} />
          </div>
          <LoadingNotice lines={3} height={56} />
        </div>
      </div>
    </div>
  );
}
