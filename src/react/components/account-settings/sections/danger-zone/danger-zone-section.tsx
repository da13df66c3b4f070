// The "danger-zone" section of account settings: sign out here, and (when the project allows it) delete the
// account in a dialog that asks to type a confirmation word; deleting ends the session everywhere.
import { useState, type ReactNode } from 'react';
import { StackHttpError } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { iconProps, LogOut, Trash2 } from '../../../../ui/icons';
import { Row, RowGroup } from '../../../../ui/row';
import { Section } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../../../shared/use-action';

export function DangerZoneSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  // The project switch answers plain text (PROTOCOL.md §5.9); say it in the user's words.
  const action = useSectionAction((failure) =>
    failure instanceof StackHttpError && failure.status === 400 && /deletion is not enabled/.test(failure.body) ? t('settings.dangerZone.deletionDisabled') : null,
  );
  const [confirming, setConfirming] = useState(false);
  const word = t('settings.dangerZone.confirmWord');
  const busy = action.busy !== null;

  // On success the user becomes null and the shell shows its signed-out state.
  const deleteAccount = (): Promise<boolean> => action.run('delete', () => user.delete());
  const deleteError = confirming && action.failed === 'delete' ? action.error : null;

  return (
    <Section id="danger-zone" title={t('settings.dangerZone.title')} description={t('settings.dangerZone.description')} error={deleteError ? null : action.error}>
      <RowGroup label={t('settings.dangerZone.title')}>
        <Row
          data-action="sign-out"
          className="stack-settings-row-wrap"
          title={t('settings.dangerZone.signOutTitle')}
          description={t('settings.dangerZone.signOutHint')}
          actions={
            <Button
              variant="secondary"
              size="sm"
              icon={<LogOut {...iconProps} />}
              disabled={busy && action.busy !== 'sign-out'}
              busy={action.busy === 'sign-out'}
              busyLabel={t('settings.dangerZone.signingOut')}
              onClick={() => void action.run('sign-out', () => user.signOut())}
            >
              {t('settings.dangerZone.signOut')}
            </Button>
          }
        />
        {project.config.clientUserDeletionEnabled ? (
          <Row
            data-action="delete-account"
            className="stack-settings-row-wrap"
            title={t('settings.dangerZone.delete')}
            description={t('settings.dangerZone.deleteHint')}
            actions={
              <Button variant="danger" size="sm" icon={<Trash2 {...iconProps} />} disabled={busy} onClick={() => setConfirming(true)}>
                {t('settings.dangerZone.delete')}
              </Button>
            }
          />
        ) : null}
      </RowGroup>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          if (deleteError) action.setError(null);
        }}
        title={t('settings.dangerZone.delete')}
        description={t('settings.dangerZone.deleteHint')}
        confirmLabel={t('settings.dangerZone.confirmDelete')}
        busyLabel={t('settings.dangerZone.deleting')}
        cancelLabel={t('settings.cancel')}
        confirmWord={{ word, label: t('settings.dangerZone.confirmLabel', { word }) }}
        onConfirm={deleteAccount}
        error={deleteError}
      />
    </Section>
  );
}
