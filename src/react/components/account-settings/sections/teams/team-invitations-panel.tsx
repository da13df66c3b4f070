// A team's Invitations tab (PROTOCOL.md §5.14): invite by e-mail, then the pending invitations as rows
// with their expiry and Revoke. Shown to holders of $invite_members (listing needs $read_members too,
// revoking $remove_members).
import { useState, type ReactNode } from 'react';
import type { SentTeamInvitation } from '../../../../../core/internal';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { isEmail } from '../../../../../protocol/email';
import { useTranslation } from '../../../../hooks';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { EmptyState, SavedNote } from '../../../../ui/feedback';
import { iconProps, Mail } from '../../../../ui/icons';
import { Row, RowGroup } from '../../../../ui/row';
import { FieldForm } from '../../../shared/field-form';
import { useFieldAction } from '../../../../shared/use-field-action';
import { useWrite, writeIdentity } from '../../../shared/use-write';
import { Loaded } from '../../loaded';
import { Section } from '../../../../shared/section';
import { useCached } from '../../../../shared/use-cached';
import { useSectionAction } from '../../../../shared/use-action';
import { useDateFormat } from '../../../../shared/use-date-format';
import { useHeadingFocus } from './team-navigation';
import type { TeamPanelProps } from './team-panel-props';
import { useTeamPermission } from './use-team-permission';

export function TeamInvitationsPanel(props: TeamPanelProps): ReactNode {
  const canInvite = useTeamPermission(props.user, props.team, '$invite_members');
  if (canInvite !== true) return null;
  // Keyed by team so a switch of team starts with an empty form and no notice of the previous team.
  return <TeamInvitationsBody key={props.team.id} {...props} />;
}

function TeamInvitationsBody({ user, team }: TeamPanelProps): ReactNode {
  const canRead = useTeamPermission(user, team, '$read_members');
  const canRevoke = useTeamPermission(user, team, '$remove_members');
  return (
    <>
      <InviteForm team={team} />
      {canRead === true ? <PendingInvitations team={team} canRevoke={canRevoke === true} /> : null}
    </>
  );
}

function InviteForm({ team }: Pick<TeamPanelProps, 'team'>): ReactNode {
  const t = useTranslation();
  const invite = useFieldAction(['email'], (failure) =>
    failure instanceof KnownErrors.RedirectUrlNotWhitelisted ? t('settings.teamInvitations.untrustedCallback') : null,
  );
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; count: number } | null>(null);
  const write = useWrite();

  /** Sends with its key; after an unknown outcome a pending invitation for the address means it was sent. */
  function inviteOnce(address: string): Promise<boolean> {
    return write.run({
      identity: writeIdentity(address),
      send: async (key) => {
        await team.inviteUser({ email: address, idempotencyKey: key });
        return true;
      },
      find: async () => ((await team.invitationsCache().refresh()).some((invitation) => invitation.recipientEmail?.toLowerCase() === address.toLowerCase()) ? true : null),
    });
  }

  async function send(): Promise<void> {
    const address = email.trim();
    setSent(null);
    if (address === '') return invite.invalid(t('settings.teamInvitations.emailRequired'));
    if (!isEmail(address)) return invite.invalid(t('settings.teamInvitations.emailInvalid'));
    if (await invite.action.run('invite', () => inviteOnce(address))) {
      setEmail('');
      setSent((last) => ({ email: address, count: (last?.count ?? 0) + 1 }));
    }
  }

  return (
    <Section id="team-invite" title={t('settings.teamInvitations.title')} description={t('settings.teamInvitations.description')} error={invite.formError}>
      <FieldForm
        className="stack-team-invite-form"
        field={{
          label: t('settings.teamInvitations.email'),
          type: 'email',
          name: 'invite-email',
          value: email,
          autoComplete: 'off',
          error: invite.fieldError,
          onChange: setEmail,
        }}
        busy={invite.action.busy}
        action="invite"
        submit={t('settings.teamInvitations.send')}
        submitting={t('settings.teamInvitations.sending')}
        failureCount={invite.failures}
        status={sent ? <SavedNote key={sent.count}>{t('settings.teamInvitations.sent', { email: sent.email })}</SavedNote> : null}
        onSubmit={() => void send()}
      />
    </Section>
  );
}

function PendingInvitations({ team, canRevoke }: { team: TeamPanelProps['team']; canRevoke: boolean }): ReactNode {
  const t = useTranslation();
  const formatDate = useDateFormat();
  const state = useCached(team.invitationsCache());
  const action = useSectionAction();
  const [revoking, setRevoking] = useState<SentTeamInvitation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [rootRef, focusHeading] = useHeadingFocus();
  const recipient = (invitation: SentTeamInvitation): string => invitation.recipientEmail ?? t('settings.teamInvitations.unknownRecipient');

  return (
    <div ref={rootRef} className="stack-team-pending">
      <Section
        id="team-pending-invitations"
        title={t('settings.teamInvitations.pending')}
        description={t('settings.teamInvitations.pendingDescription')}
        error={revoking ? null : action.error}
        notice={notice}
      >
        <Loaded state={state} failedText={t('settings.teamInvitations.loadFailed')}>
          {(invitations) =>
            invitations.length === 0 ? (
              <EmptyState icon={<Mail {...iconProps} />}>{t('settings.teamInvitations.none')}</EmptyState>
            ) : (
              <RowGroup label={t('settings.teamInvitations.pending')}>
                {invitations.map((invitation) => (
                  <Row
                    key={invitation.id}
                    data-invitation-id={invitation.id}
                    leading={<Mail {...iconProps} />}
                    title={recipient(invitation)}
                    description={t('settings.teamInvitations.expires', { date: formatDate(invitation.expiresAt) })}
                    actions={
                      canRevoke ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('settings.teamInvitations.revokeLabel', { email: recipient(invitation) })}
                          disabled={action.busy !== null}
                          onClick={() => {
                            setNotice(null);
                            action.setError(null);
                            setRevoking(invitation);
                          }}
                        >
                          {t('settings.teamInvitations.revoke')}
                        </Button>
                      ) : null
                    }
                  />
                ))}
              </RowGroup>
            )
          }
        </Loaded>
      </Section>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('settings.teamInvitations.revokeTitle', { email: revoking ? recipient(revoking) : '' })}
        description={t('settings.teamInvitations.revokeDescription')}
        confirmLabel={t('settings.teamInvitations.revokeConfirm')}
        busyLabel={t('settings.teamInvitations.revoking')}
        cancelLabel={t('settings.teams.cancel')}
        error={action.error}
        onConfirm={async () => {
          const invitation = revoking;
          if (!invitation || !(await action.run(`revoke:${invitation.id}`, () => invitation.revoke()))) return false;
          setNotice(t('settings.teamInvitations.revoked', { email: recipient(invitation) }));
          // The row and its button are gone: the list's heading takes focus.
          focusHeading();
          return true;
        }}
      />
    </div>
  );
}
