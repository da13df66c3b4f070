// The settings shell while it loads (heading, picker, sidebar, a section): account settings and the
// owner console share the frame, so both wait the same way.

import type { ReactNode } from 'react';
import { Skeleton } from '../ui/feedback';
import { LoadingNotice } from './loading-notice';

export function SettingsSkeleton(): ReactNode {
  return (
    <div className="stack-settings-frame">
      <div className="stack-settings" data-state="loading">
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
