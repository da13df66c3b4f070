// <AccountSettings>: everything a signed-in person manages about their account, one section at a
// time behind a navigation list. `section` opens a given section; the person can switch freely.

import { useEffect, useState, type ReactNode } from 'react';
import type { CurrentUser, Project } from '../../../core/apps/types';
import { errorToText } from '../../errors';
import { useProjectState, useTranslation, useUserState } from '../../hooks';
import { ACCOUNT_SECTIONS, type AccountSectionDef } from './sections';
import { LoadingNotice } from '../shared/loading-notice';

export interface AccountSettingsProps {
  /** The id of the section to open (see ACCOUNT_SECTION_IDS); the first one by default. */
  section?: string;
  /** Where a signed-out visitor is sent; without it they are told to sign in. */
  signInUrl?: string;
  /** Called when the person is signed out (after sign-out or account deletion). */
  onSignedOut?(): void;
}

export function AccountSettings({ section, signInUrl }: AccountSettingsProps): ReactNode {
  const t = useTranslation();
  const userState = useUserState();
  const projectState = useProjectState();
  if (userState.status === 'loading' || projectState.status === 'loading') {
    return <LoadingNotice />;
  }
  if (userState.status === 'error') return <p className="stack-error" role="alert">{errorToText(userState.error, t)}</p>;
  if (projectState.status === 'error') {
    return (
      <div className="stack-error" role="alert">
        <p>{t('error.projectUnavailable')}</p>
        <button className="stack-button" type="button" onClick={projectState.retry}>
          {t('action.retry')}
        </button>
      </div>
    );
  }
  if (userState.user === null) {
    return (
      <p className="stack-notice" data-state="signed-out">
        {t('settings.signedOut')}{' '}
        {signInUrl ? (
          <a className="stack-link" href={signInUrl}>
            {t('signIn.title')}
          </a>
        ) : null}
      </p>
    );
  }
  return <AccountSettingsPanels key={userState.user.id} user={userState.user} project={projectState.project} initialSection={section} />;
}

function AccountSettingsPanels({ user, project, initialSection }: { user: CurrentUser; project: Project; initialSection: string | undefined }): ReactNode {
  const t = useTranslation();
  const sections = ACCOUNT_SECTIONS.filter((def) => def.shown?.({ user, project }) ?? true);
  const pick = (id: string | undefined): AccountSectionDef => sections.find((def) => def.id === id) ?? sections[0]!;
  const [currentId, setCurrentId] = useState(() => pick(initialSection).id);
  // The host page may change the attribute later: that opens the named section.
  useEffect(() => {
    if (initialSection !== undefined) setCurrentId(pick(initialSection).id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialSection]);
  const current = pick(currentId);
  const Current = current.Component;
  return (
    <div className="stack-settings">
      <h2 className="stack-title">{t('accountSettings.title')}</h2>
      <nav className="stack-settings-nav" aria-label={t('accountSettings.title')}>
        {sections.map((def) => (
          <button
            key={def.id}
            type="button"
            className="stack-settings-tab"
            data-section={def.id}
            aria-current={def.id === current.id ? 'page' : undefined}
            onClick={() => setCurrentId(def.id)}
          >
            {t(def.titleKey)}
          </button>
        ))}
      </nav>
      <div className="stack-settings-panel">
        <Current user={user} project={project} />
      </div>
    </div>
  );
}
