// The settings shell while it loads (heading, picker, sidebar with its teams group, a section) and the
// signed-out state: account settings and the owner console share the frame, so both wait the same way. The
// script tag draws these before its settings part arrives, so the shell's layout CSS is in its first file.

import type { ReactNode } from 'react';
import { useStackApp, useTranslation, useUserState } from '../hooks';
import { EmptyState, Skeleton } from '../ui/feedback';
import { iconProps, UserRound } from '../ui/icons';
import { LoadingNotice } from './loading-notice';

/** The loaded shell's rows (ten sections, the "Teams" heading, a team and "All teams"), so its height holds. */
export function SettingsSkeleton({ teams = true }: { teams?: boolean }): ReactNode {
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
            {teams ? (
              <>
                <div className="stack-settings-nav-heading" aria-hidden="true">
                  <span className="stack-skeleton-line" />
                </div>
                <Skeleton lines={2} height={36} />
              </>
            ) : null}
          </div>
        </div>
        <div className="stack-settings-content stack-settings-section" data-state="loading">
          <div className="stack-settings-header-skeleton">
            <Skeleton lines={2} />
          </div>
          <LoadingNotice lines={3} height={56} />
        </div>
      </div>
    </div>
  );
}

/** Account settings for nobody: one sentence and the way to sign in. */
export function SettingsSignedOut({ signInUrl }: { signInUrl?: string | null | undefined }): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  return (
    <div className="stack-settings-state" data-state="signed-out">
      <EmptyState
        icon={<UserRound {...iconProps} size={20} />}
        action={
          <a className="stack-button" data-variant="primary" data-size="md" part="button button-primary" href={signInUrl ?? app.urls.signIn}>
            {t('signIn.title')}
          </a>
        }
      >
        {t('settings.signedOut')}
      </EmptyState>
    </div>
  );
}

/** What <stack-account-settings> shows before its part arrives: the signed-out state once known, else the shell. */
export function SettingsPlaceholder({ signInUrl }: { signInUrl?: string | null | undefined }): ReactNode {
  const state = useUserState();
  return state.status === 'ready' && state.user === null ? <SettingsSignedOut signInUrl={signInUrl} /> : <SettingsSkeleton />;
}

/** The shell's layout (the frame, the sidebar from 720 px of its width, the picker below) and its skeleton. */
export const settingsShellCss = `
.stack-settings-frame { container-type: inline-size; width: 100%; }
.stack-settings { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; width: 100%; max-width: 1040px; margin-inline: auto; }
.stack-settings-side { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.stack-settings-heading { font-size: 20px; font-weight: 600; line-height: 1.3; letter-spacing: -0.01em; }
.stack-settings-content { min-width: 0; }
.stack-settings-heading-skeleton { display: flex; align-items: center; width: 180px; height: 26px; }
.stack-settings-heading-skeleton > .stack-skeleton { flex: 1; }
.stack-settings-nav-skeleton > .stack-skeleton { flex: 1; gap: 2px; }
.stack-settings-nav-skeleton > .stack-settings-nav-heading > .stack-skeleton-line { width: 48px; height: 18px; }
/* Its own header class, so the section CSS arriving with the part later cannot resize the skeleton; the 24 px gap
   puts the rows where the loaded header (title, description, 4 px padding) and its 16 px gap put them. */
.stack-settings-content[data-state='loading'] { display: flex; flex-direction: column; gap: 24px; }
.stack-settings-header-skeleton > .stack-skeleton { max-width: 420px; }
.stack-settings-state { width: 100%; max-width: 560px; margin-inline: auto; }
/* Two classes: the part's menu CSS comes later in the sheet and sets the picker's display too. */
.stack-settings .stack-settings-picker { display: block; width: 100%; }
.stack-settings .stack-settings-sidebar { display: none; flex-direction: column; gap: 2px; }
.stack-settings-nav-heading { padding: 20px 8px 6px; font-size: 12px; font-weight: 500; color: var(--stack-muted-foreground); }
@container (min-width: 720px) {
  .stack-settings { grid-template-columns: 216px minmax(0, 1fr); column-gap: 40px; align-items: start; }
  .stack-settings-side { position: sticky; top: 16px; gap: 16px; }
  .stack-settings-heading { padding-inline: 8px; }
  .stack-settings .stack-settings-picker { display: none; }
  .stack-settings .stack-settings-sidebar { display: flex; }
}
`;
