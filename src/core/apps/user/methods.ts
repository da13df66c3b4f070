// Every per-area method of the current user, as one interface (types only: CurrentUser extends it).
import type { ContactChannelMethods } from './contact-channels';
import type { SessionMethods } from './sessions';
import type { PasskeyMethods } from './passkeys';
import type { NotificationMethods } from './notifications';
import type { UserApiKeyMethods } from './api-keys';
import type { ConnectedAccountMethods } from './connected-accounts';
import type { TeamMethods } from './teams';
import type { PermissionMethods } from './permissions';
import type { ReceivedTeamInvitationMethods } from './received-team-invitations';
import type { OwnedProjectMethods } from './owned-projects';
import type { MfaRecoveryCodeMethods } from './mfa-recovery-codes';

export interface UserAreaMethods extends ContactChannelMethods, SessionMethods, PasskeyMethods, NotificationMethods, UserApiKeyMethods, ConnectedAccountMethods, TeamMethods, PermissionMethods, ReceivedTeamInvitationMethods, OwnedProjectMethods, MfaRecoveryCodeMethods {}
