// A team's General tab: the team's name (editable with $update_team), the person's own profile in the
// team, and leaving or deleting the team, each after a dialog that names the action.
import { useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { useTranslation } from '../../../../hooks';
import { personAvatarName } from '../../../../ui/avatar';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { SavedNote } from '../../../../ui/feedback';
import { Row, RowGroup } from '../../../../ui/row';
import { TextField } from '../../../../ui/text-field';
import { FieldForm } from '../../../shared/field-form';
import { useFieldAction } from '../../../../shared/use-field-action';
import { describeImageFailure, ProfileImagePicker } from '../../profile-image';
import { Section } from '../../../../shared/section';
import { useCached } from '../../../../shared/use-cached';
import { useSectionAction } from '../../../../shared/use-action';
import { dropHandOver, handOver, useTeamNavigation } from './team-navigation';
import type { TeamPanelProps } from './team-panel-props';
import { useTeamPermission } from './use-team-permission';

export function TeamGeneralTab(props: TeamPanelProps): ReactNode {
  return (
    <>
      <TeamProfile {...props} />
      <MyTeamProfile {...props} />
      <LeaveOrDelete {...props} />
    </>
  );
}

function permissionWords(failure: unknown, t: ReturnType<typeof useTranslation>): string | null {
  if (failure instanceof KnownErrors.TeamPermissionRequired) return t('settings.teams.permissionRequired');
  if (failure instanceof KnownErrors.TeamMembershipNotFound) return t('settings.teams.notMember');
  return null;
}

function TeamProfile({ user, team }: TeamPanelProps): ReactNode {
  const t = useTranslation();
  const canUpdate = useTeamPermission(user, team, '$update_team');
  const rename = useFieldAction(['teamName', 'displayName'], (failure) => permissionWords(failure, t));
  const [name, setName] = useState(team.displayName);
  const [saved, setSaved] = useState(0);
  // The team's picture (as the official components offer it): its own action, so its failure is not the name's.
  const picture = useSectionAction((failure) => describeImageFailure(failure, t) ?? permissionWords(failure, t));
  const [notice, setNotice] = useState<string | null>(null);

  async function save(): Promise<void> {
    const displayName = name.trim();
    if (!displayName) return rename.invalid(t('settings.teams.nameRequired'));
    if (await rename.action.run('rename', () => team.update({ displayName }))) setSaved((count) => count + 1);
  }

  return (
    <Section id="team-profile" title={t('settings.teams.profileTitle')} description={t('settings.teams.profileDescription')} error={rename.formError ?? picture.error} notice={notice}>
      {canUpdate === true ? (
        <ProfileImagePicker
          imageUrl={team.profileImageUrl}
          label={t('settings.teams.image')}
          alt={t('settings.teams.image')}
          name={team.displayName}
          id={team.id}
          inputName="team-image"
          action={picture}
          save={(profileImageUrl) => team.update({ profileImageUrl })}
          onNotice={setNotice}
          words={{ none: t('settings.teams.noImage'), saved: t('settings.teams.imageSaved'), removed: t('settings.teams.imageRemoved') }}
        />
      ) : null}
      {canUpdate === true ? (
        <FieldForm
          field={{ label: t('settings.teams.displayName'), type: 'text', name: 'team-display-name', value: name, autoComplete: 'off', error: rename.fieldError, onChange: setName }}
          busy={rename.action.busy}
          action="rename"
          submit={t('settings.teams.save')}
          submitting={t('settings.teams.saving')}
          failureCount={rename.failures}
          status={saved > 0 ? <SavedNote key={saved}>{t('settings.teams.renamed')}</SavedNote> : null}
          onSubmit={() => void save()}
        />
      ) : (
        <TextField
          label={t('settings.teams.displayName')}
          value={team.displayName}
          onValueChange={() => undefined}
          readOnly
          hint={canUpdate === false ? t('settings.teams.renameNotAllowed') : undefined}
        />
      )}
    </Section>
  );
}

function MyTeamProfile({ user, team }: TeamPanelProps): ReactNode {
  const t = useTranslation();
  const profile = useCached(user.teamProfileCache(team));
  const action = useSectionAction((failure) => describeImageFailure(failure, t) ?? permissionWords(failure, t));
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  if (profile.status !== 'ready') return null;
  const current = profile.value;
  const value = draft ?? current.displayName ?? '';

  async function save(): Promise<void> {
    setNotice(null);
    if (await action.run('profile', () => current.update({ displayName: value.trim() }))) {
      setDraft(null);
      setSaved((count) => count + 1);
    }
  }

  return (
    <Section id="team-my-profile" title={t('settings.teams.myProfileTitle')} description={t('settings.teams.myProfileDescription')} error={action.error} notice={notice}>
      <FieldForm
        field={{ label: t('settings.teams.myDisplayName'), type: 'text', name: 'team-profile-name', value, autoComplete: 'off', onChange: setDraft }}
        busy={action.busy}
        action="profile"
        submit={t('settings.teams.save')}
        submitting={t('settings.teams.saving')}
        status={saved > 0 ? <SavedNote key={saved}>{t('settings.teams.myProfileSaved')}</SavedNote> : null}
        onSubmit={() => void save()}
      />
      <ProfileImagePicker
        imageUrl={current.profileImageUrl}
        label={t('settings.teams.myImage')}
        alt={t('settings.teams.myImage')}
        name={current.displayName ?? personAvatarName(user)}
        id={user.id}
        inputName="team-profile-image"
        action={action}
        save={(profileImageUrl) => current.update({ profileImageUrl })}
        onNotice={setNotice}
      />
    </Section>
  );
}

function LeaveOrDelete({ user, team }: TeamPanelProps): ReactNode {
  const t = useTranslation();
  const nav = useTeamNavigation();
  const canDelete = useTeamPermission(user, team, '$delete_team');
  const action = useSectionAction((failure) => permissionWords(failure, t));
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);
  const name = team.displayName;

  async function confirm(kind: 'leave' | 'delete'): Promise<boolean> {
    // Said and focused on the overview, which mounts as soon as the team leaves the list.
    handOver('teams', t(kind === 'leave' ? 'settings.teams.left' : 'settings.teams.deleted', { name }));
    const ok = await action.run(kind, () => (kind === 'leave' ? user.leaveTeam(team) : team.delete()));
    if (!ok) {
      dropHandOver();
      return false;
    }
    nav?.openOverview();
    return true;
  }

  const open = (kind: 'leave' | 'delete') => () => {
    action.setError(null);
    setConfirming(kind);
  };

  return (
    <Section id="team-leave" title={t('settings.teams.leaveTitle')}>
      <RowGroup>
        <Row
          title={t('settings.teams.leave')}
          description={t('settings.teams.leaveDescription')}
          actions={
            <Button variant="secondary" size="sm" onClick={open('leave')}>
              {t('settings.teams.leave')}
            </Button>
          }
        />
        {canDelete === true ? (
          <Row
            title={t('settings.teams.delete')}
            description={t('settings.teams.deleteDescription')}
            actions={
              <Button variant="danger" size="sm" onClick={open('delete')}>
                {t('settings.teams.delete')}
              </Button>
            }
          />
        ) : null}
      </RowGroup>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'delete' ? 'settings.teams.deleteConfirmTitle' : 'settings.teams.leaveConfirmTitle', { name })}
        description={t(confirming === 'delete' ? 'settings.teams.deleteConfirm' : 'settings.teams.leaveDescription')}
        confirmLabel={t(confirming === 'delete' ? 'settings.teams.delete' : 'settings.teams.leave')}
        busyLabel={t(confirming === 'delete' ? 'settings.teams.deleting' : 'settings.teams.leaving')}
        cancelLabel={t('settings.teams.cancel')}
        error={action.error}
        onConfirm={() => confirm(confirming ?? 'leave')}
      />
    </Section>
  );
}
