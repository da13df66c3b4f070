// Invitations of one team (PROTOCOL.md §5.14): an invite-by-e-mail form and the pending invitations with
// revoke. Shown only to holders of $invite_members (listing needs $read_members too, revoking $remove_members).
import { useState, type ReactNode } from 'react';
import type { SentTeamInvitation } from '../../../../../core/apps/user/team-invitations';
import { KnownErrors } from '../../../../../protocol/errors';
import { useTranslation } from '../../../../hooks';
import { FormError } from '../../../shared/field';
import { FieldForm } from '../../../shared/field-form';
import { Loaded } from '../../loaded';
import { useCached } from '../../use-cached';
import { useSectionAction } from '../../use-action';
import type { TeamPanelProps } from './team-panel-props';
import { useTeamPermission } from './use-team-permission';

export function TeamInvitationsPanel(props: TeamPanelProps): ReactNode {
  const canInvite = useTeamPermission(props.user, props.team, '$invite_members');
  if (canInvite !== true) return null;
  // Keyed by team so a switch of team starts with an empty form and no notice of the previous team.
  return <TeamInvitationsBody key={props.team.id} {...props} />;
}

function TeamInvitationsBody({ user, team }: TeamPanelProps): ReactNode {
  const t = useTranslation();
  const canRead = useTeamPermission(user, team, '$read_members');
  const canRevoke = useTeamPermission(user, team, '$remove_members');
  const action = useSectionAction((failure) =>
    failure instanceof KnownErrors.RedirectUrlNotWhitelisted ? t('settings.teamInvitations.untrustedCallback') : null,
  );
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = `stack-team-invitations-${team.id}`;

  async function send(): Promise<void> {
    const address = email.trim();
    setNotice(null);
    if (address === '') {
      action.setError(t('settings.teamInvitations.emailRequired'));
      return;
    }
    if (await action.run('invite', () => team.inviteUser({ email: address }))) {
      setEmail('');
      setNotice(t('settings.teamInvitations.sent', { email: address }));
    }
  }

  async function revoke(invitation: SentTeamInvitation): Promise<void> {
    setNotice(null);
    const email = invitation.recipientEmail ?? t('settings.teamInvitations.unknownRecipient');
    if (await action.run(`revoke:${invitation.id}`, () => invitation.revoke())) {
      setNotice(t('settings.teamInvitations.revoked', { email }));
    }
  }

  return (
    <div className="stack-team-panel" data-team-panel="invitations" aria-labelledby={titleId}>
      <h4 className="stack-settings-title" id={titleId}>
        {t('settings.teamInvitations.title')}
      </h4>
      <p className="stack-settings-description">{t('settings.teamInvitations.description')}</p>
      <FieldForm
        className="stack-team-invite-form"
        field={{ label: t('settings.teamInvitations.email'), type: 'email', name: 'invite-email', value: email, autoComplete: 'off', onChange: setEmail }}
        busy={action.busy}
        action="invite"
        submit={t('settings.teamInvitations.send')}
        submitting={t('settings.teamInvitations.sending')}
        onSubmit={() => void send()}
      />
      {canRead === true ? <PendingInvitations team={team} canRevoke={canRevoke === true} busy={action.busy} onRevoke={(i) => void revoke(i)} /> : null}
      <FormError message={action.error} />
      {notice ? (
        <p className="stack-notice" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

function PendingInvitations({
  team,
  canRevoke,
  busy,
  onRevoke,
}: {
  team: TeamPanelProps['team'];
  canRevoke: boolean;
  busy: string | null;
  onRevoke(invitation: SentTeamInvitation): void;
}): ReactNode {
  const t = useTranslation();
  const state = useCached(team.invitationsCache());
  const list = (
    <Loaded state={state} failedText={t('settings.teamInvitations.loadFailed')}>
      {(invitations) =>
        invitations.length === 0 ? (
          <p className="stack-settings-description stack-team-invitations-empty">{t('settings.teamInvitations.none')}</p>
        ) : (
          <ul className="stack-settings-list stack-team-invitations">
            {invitations.map((invitation) => (
              <li className="stack-settings-item" key={invitation.id} data-invitation-id={invitation.id}>
                <span className="stack-team-invitation-email">{invitation.recipientEmail ?? t('settings.teamInvitations.unknownRecipient')}</span>{' '}
                <span className="stack-badge">{t('settings.teamInvitations.expires', { date: invitation.expiresAt.toLocaleDateString() })}</span>
                {canRevoke ? (
                  <button className="stack-button stack-button-danger" type="button" disabled={busy !== null} onClick={() => onRevoke(invitation)}>
                    {busy === `revoke:${invitation.id}` ? t('settings.teamInvitations.revoking') : t('settings.teamInvitations.revoke')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
  return (
    <>
      <h5 className="stack-settings-subtitle">{t('settings.teamInvitations.pending')}</h5>
      {list}
    </>
  );
}
