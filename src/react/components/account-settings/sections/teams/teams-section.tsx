// The "teams" section of account settings: pick one of your teams (the selected team first), create
// one when the project allows it, then the picked team's profile, members, your own team profile,
// invitations, API keys, leaving and deleting. Actions show only to holders of their permission.
import { useState, type ReactNode } from 'react';
import type { UserTeam } from '../../../../../core/apps/user/teams';
import { KnownErrors } from '../../../../../protocol/errors';
import { useTranslation } from '../../../../hooks';
import { CreateTeamForm } from '../../../shared/create-team-form';
import { FieldForm } from '../../../shared/field-form';
import { describeTeamFailure } from '../../../team-switcher/team-switcher';
import { describeImageFailure, ProfileImagePicker } from '../../profile-image';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { Loaded } from '../../loaded';
import { useCached } from '../../use-cached';
import { useSectionAction, type SectionAction } from '../../use-action';
import { TeamApiKeysPanel } from './team-api-keys-panel';
import { TeamInvitationsPanel } from './team-invitations-panel';
import type { TeamPanelProps } from './team-panel-props';
import { useTeamPermission } from './use-team-permission';

export function TeamsSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const teams = useCached(user.teamsCache());
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const action = useSectionAction((failure) => {
    if (failure instanceof KnownErrors.TeamPermissionRequired) return t('settings.teams.permissionRequired');
    if (failure instanceof KnownErrors.TeamMembershipNotFound) return t('settings.teams.notMember');
    return describeImageFailure(failure, t) ?? describeTeamFailure(failure, t);
  });

  const list = teams.status === 'ready' ? teams.value : [];
  // The picked team, else the selected one, else the first: a vanished pick falls back on its own.
  const picked = list.find((team) => team.id === pickedId) ?? list.find((team) => team.id === user.selectedTeam?.id) ?? list[0] ?? null;

  async function select(team: UserTeam): Promise<void> {
    setNotice(null);
    await action.run('select', () => user.setSelectedTeam(team));
  }

  // `picked` narrowed to a team: the picker, the select button and the team's panels.
  function pickedTeam(picked: UserTeam): ReactNode {
    const isSelected = picked.id === user.selectedTeam?.id;
    return (
      <>
        <div className="stack-field stack-team-picker">
          <label className="stack-label" htmlFor="stack-teams-pick">
            {t('settings.teams.pick')}
          </label>
          <select
            id="stack-teams-pick"
            className="stack-input"
            name="team"
            value={picked.id}
            disabled={action.busy !== null}
            onChange={(event) => {
              setNotice(null);
              action.setError(null);
              setPickedId(event.currentTarget.value);
            }}
          >
            {list.map((team) => (
              <option key={team.id} value={team.id}>
                {team.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className="stack-settings-actions">
          {isSelected ? (
            <span className="stack-badge">{t('settings.teams.selectedBadge')}</span>
          ) : (
            <button type="button" className="stack-button stack-button-secondary" disabled={action.busy !== null} onClick={() => void select(picked)}>
              {action.busy === 'select' ? t('settings.teams.selecting') : t('settings.teams.select')}
            </button>
          )}
        </div>
        <TeamDetails
          key={picked.id}
          user={user}
          project={project}
          team={picked}
          action={action}
          onNotice={setNotice}
          onGone={() => setPickedId(null)}
        />
      </>
    );
  }

  const body = (
    <Loaded state={teams} failedText={t('settings.teams.loadFailed')}>
      {() => (picked === null ? <p className="stack-notice">{t('settings.teams.none')}</p> : pickedTeam(picked))}
    </Loaded>
  );

  return (
    <Section id="teams" title={t('settings.teams.title')} description={t('settings.teams.description')} error={action.error} notice={notice}>
      {body}
      {project.config.clientTeamCreationEnabled ? (
        <CreateTeamForm
          user={user}
          className="stack-team-create"
          heading
          name={name}
          onNameChange={setName}
          busy={action.busy}
          run={action.run}
          onSubmitStart={() => setNotice(null)}
          onInvalid={action.setError}
          onCreated={(team, displayName) => {
            setPickedId(team.id);
            setNotice(t('settings.teams.created', { name: displayName }));
          }}
          fieldName="new-team-name"
        />
      ) : null}
    </Section>
  );
}

interface TeamDetailsProps extends TeamPanelProps {
  action: SectionAction;
  onNotice(message: string | null): void;
  /** The team left the user's list (left or deleted). */
  onGone(): void;
}

function TeamDetails({ user, project, team, action, onNotice, onGone }: TeamDetailsProps): ReactNode {
  const t = useTranslation();
  const canUpdate = useTeamPermission(user, team, '$update_team');
  const canDelete = useTeamPermission(user, team, '$delete_team');
  const [teamName, setTeamName] = useState(team.displayName);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);

  async function rename(): Promise<void> {
    onNotice(null);
    const displayName = teamName.trim();
    if (!displayName) {
      action.setError(t('settings.teams.nameRequired'));
      return;
    }
    if (await action.run('rename', () => team.update({ displayName }))) onNotice(t('settings.teams.renamed'));
  }

  async function confirm(kind: 'leave' | 'delete'): Promise<void> {
    onNotice(null);
    const ok = await action.run(kind, () => (kind === 'leave' ? user.leaveTeam(team) : team.delete()));
    setConfirming(null);
    if (ok) {
      onNotice(t(kind === 'leave' ? 'settings.teams.left' : 'settings.teams.deleted', { name: team.displayName }));
      onGone();
    }
  }

  return (
    <div className="stack-team-details" data-team-id={team.id}>
      <div className="stack-team-panel" data-team-panel="profile">
        <h4 className="stack-settings-title">{t('settings.teams.profileTitle')}</h4>
        {canUpdate === true ? (
          <FieldForm
            field={{ label: t('settings.teams.displayName'), type: 'text', name: 'team-display-name', value: teamName, autoComplete: 'off', onChange: setTeamName }}
            busy={action.busy}
            action="rename"
            submit={t('settings.teams.save')}
            submitting={t('settings.teams.saving')}
            onSubmit={() => void rename()}
          />
        ) : (
          <p className="stack-team-name">{team.displayName}</p>
        )}
      </div>
      <TeamMembers user={user} project={project} team={team} />
      <MyTeamProfile user={user} project={project} team={team} action={action} onNotice={onNotice} />
      <TeamInvitationsPanel user={user} project={project} team={team} />
      <TeamApiKeysPanel user={user} project={project} team={team} />
      <div className="stack-team-panel" data-team-panel="leave">
        {confirming ? (
          <div className="stack-team-confirm" role="group">
            <p>{t(confirming === 'leave' ? 'settings.teams.leaveConfirm' : 'settings.teams.deleteConfirm', { name: team.displayName })}</p>
            <div className="stack-settings-actions">
              <button type="button" className="stack-button stack-button-danger" disabled={action.busy !== null} onClick={() => void confirm(confirming)}>
                {action.busy === confirming ? t(confirming === 'leave' ? 'settings.teams.leaving' : 'settings.teams.deleting') : t('settings.teams.confirm')}
              </button>
              <button type="button" className="stack-button stack-button-secondary" disabled={action.busy !== null} onClick={() => setConfirming(null)}>
                {t('settings.teams.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="stack-settings-actions">
            <button type="button" className="stack-button stack-button-secondary" disabled={action.busy !== null} onClick={() => setConfirming('leave')}>
              {t('settings.teams.leave')}
            </button>
            {canDelete === true ? (
              <button type="button" className="stack-button stack-button-danger" disabled={action.busy !== null} onClick={() => setConfirming('delete')}>
                {t('settings.teams.delete')}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

function TeamMembers({ user, team }: TeamPanelProps): ReactNode {
  const canRead = useTeamPermission(user, team, '$read_members');
  if (canRead !== true) return null;
  return <TeamMemberList user={user} team={team} />;
}

function TeamMemberList({ user, team }: Pick<TeamPanelProps, 'user' | 'team'>): ReactNode {
  const t = useTranslation();
  const members = useCached(team.usersCache());
  return (
    <div className="stack-team-panel" data-team-panel="members">
      <h4 className="stack-settings-title">{t('settings.teams.membersTitle')}</h4>
      <Loaded state={members} failedText={t('settings.teams.membersLoadFailed')}>
        {(value) => (
          <ul className="stack-settings-list">
            {value.map((member) => (
              <li key={member.id} className="stack-settings-item" data-member-id={member.id}>
                {member.teamProfile.profileImageUrl ? (
                  // Decorative: the name beside it says who this is.
                  <img className="stack-team-member-image" src={member.teamProfile.profileImageUrl} alt="" width={32} height={32} />
                ) : null}
                <span className="stack-team-member-name">{member.teamProfile.displayName ?? t('settings.teams.unnamedMember')}</span>
                {member.id === user.id ? <span className="stack-badge">{t('settings.teams.you')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </div>
  );
}

function MyTeamProfile({ user, team, action, onNotice }: TeamPanelProps & { action: SectionAction; onNotice(message: string | null): void }): ReactNode {
  const t = useTranslation();
  const profile = useCached(user.teamProfileCache(team));
  const [draft, setDraft] = useState<string | null>(null);
  if (profile.status !== 'ready') return null;
  const value = draft ?? profile.value.displayName ?? '';
  const current = profile.value;

  async function save(): Promise<void> {
    onNotice(null);
    if (await action.run('profile', () => current.update({ displayName: value.trim() }))) {
      setDraft(null);
      onNotice(t('settings.teams.myProfileSaved'));
    }
  }

  return (
    <div className="stack-team-panel" data-team-panel="my-profile">
      <h4 className="stack-settings-title">{t('settings.teams.myProfileTitle')}</h4>
      <FieldForm
        field={{ label: t('settings.teams.myDisplayName'), type: 'text', name: 'team-profile-name', value, autoComplete: 'off', onChange: setDraft }}
        busy={action.busy}
        action="profile"
        submit={t('settings.teams.save')}
        submitting={t('settings.teams.saving')}
        onSubmit={() => void save()}
      />
      <ProfileImagePicker
        imageUrl={profile.value.profileImageUrl}
        label={t('settings.teams.myImage')}
        alt={t('settings.teams.myImage')}
        inputName="team-profile-image"
        action={action}
        save={(profileImageUrl) => current.update({ profileImageUrl })}
        onNotice={onNotice}
      />
    </div>
  );
}
