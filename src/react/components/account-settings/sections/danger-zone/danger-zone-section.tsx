// The "danger-zone" section of account settings: sign out here, and (when the project allows it)
// delete the account after typing a confirmation word; deleting ends the session everywhere.
import { useState, type ReactNode } from 'react';
import { StackHttpError } from '../../../../../core/http/errors';
import { useTranslation } from '../../../../hooks';
import { FieldForm } from '../../../shared/field-form';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';

export function DangerZoneSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  // The project switch answers plain text (PROTOCOL.md §5.9); say it in the user's words.
  const action = useSectionAction((failure) =>
    failure instanceof StackHttpError && failure.status === 400 && /deletion is not enabled/.test(failure.body) ? t('settings.dangerZone.deletionDisabled') : null,
  );
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const word = t('settings.dangerZone.confirmWord');
  const busy = action.busy !== null;

  async function deleteAccount(): Promise<void> {
    if (typed.trim() !== word) {
      action.setError(t('settings.dangerZone.confirmMismatch', { word }));
      return;
    }
    // On success the user becomes null and the shell shows its signed-out state.
    await action.run('delete', () => user.delete());
  }

  return (
    <Section id="danger-zone" title={t('settings.dangerZone.title')} error={action.error}>
      <div className="stack-settings-item" data-action="sign-out">
        <p className="stack-settings-description">{t('settings.dangerZone.signOutHint')}</p>
        <div className="stack-settings-actions">
          <button className="stack-button stack-button-secondary" type="button" disabled={busy} onClick={() => void action.run('sign-out', () => user.signOut())}>
            {action.busy === 'sign-out' ? t('settings.dangerZone.signingOut') : t('settings.dangerZone.signOut')}
          </button>
        </div>
      </div>
      {project.config.clientUserDeletionEnabled ? (
        <div className="stack-settings-item" data-action="delete-account">
          <p className="stack-settings-description">{t('settings.dangerZone.deleteHint')}</p>
          {confirming ? (
            <FieldForm
              field={{ label: t('settings.dangerZone.confirmLabel', { word }), type: 'text', name: 'confirm-delete', value: typed, autoComplete: 'off', onChange: setTyped }}
              busy={action.busy}
              action="delete"
              submit={t('settings.dangerZone.confirmDelete')}
              submitting={t('settings.dangerZone.deleting')}
              danger
              submitDisabled={typed.trim() !== word}
              onSubmit={() => void deleteAccount()}
              cancel={{
                label: t('settings.dangerZone.cancel'),
                onCancel: () => {
                  setConfirming(false);
                  setTyped('');
                  action.setError(null);
                },
              }}
            />
          ) : (
            <div className="stack-settings-actions">
              <button className="stack-button stack-button-danger" type="button" disabled={busy} onClick={() => setConfirming(true)}>
                {t('settings.dangerZone.delete')}
              </button>
            </div>
          )}
        </div>
      ) : null}
    </Section>
  );
}
