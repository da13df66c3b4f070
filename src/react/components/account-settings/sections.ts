// The sections of <AccountSettings>, in display order, with their navigation icon. `shown` hides a section
// the project does not offer. Teams are listed one entry per team: `section="team:<id>"` opens one.

import type { ReactNode } from 'react';
import type { CurrentUser, Project } from '../../../core/internal';
import type { MessageKey } from '../../i18n';
import { Bell, Fingerprint, KeyRound, Link2, LockKeyhole, Mail, Monitor, ShieldCheck, TriangleAlert, UserRound, Users, type LucideIcon } from '../../ui/icons';
import type { AccountSectionProps } from './section-props';
import { ProfileSection } from './sections/profile/profile-section';
import { EmailsSection } from './sections/emails/emails-section';
import { PasswordSection } from './sections/password/password-section';
import { PasskeysSection } from './sections/passkeys/passkeys-section';
import { MfaSection } from './sections/mfa/mfa-section';
import { SessionsSection } from './sections/sessions/sessions-section';
import { ConnectedAccountsSection } from './sections/connected-accounts/connected-accounts-section';
import { NotificationsSection } from './sections/notifications/notifications-section';
import { ApiKeysSection } from './sections/api-keys/api-keys-section';
import { TeamsSection } from './sections/teams/teams-section';
import { DangerZoneSection } from './sections/danger-zone/danger-zone-section';
import { TeamPage } from './sections/teams/team-page';

export interface AccountSectionDef {
  /** The value of the element's `section` attribute that opens it. */
  id: string;
  titleKey: MessageKey;
  icon: LucideIcon;
  /** 'teams': listed under the Teams heading, after the user's teams. */
  group?: 'account' | 'teams';
  Component: (props: AccountSectionProps) => ReactNode;
  shown?(props: AccountSectionProps): boolean;
}

export const ACCOUNT_SECTIONS: readonly AccountSectionDef[] = [
  { id: 'profile', titleKey: 'settings.nav.profile', icon: UserRound, Component: ProfileSection },
  { id: 'emails', titleKey: 'settings.nav.emails', icon: Mail, Component: EmailsSection },
  { id: 'password', titleKey: 'settings.nav.password', icon: LockKeyhole, Component: PasswordSection, shown: ({ project }) => project.config.credentialEnabled },
  { id: 'passkeys', titleKey: 'settings.nav.passkeys', icon: Fingerprint, Component: PasskeysSection, shown: ({ project }) => project.config.passkeyEnabled },
  { id: 'mfa', titleKey: 'settings.nav.mfa', icon: ShieldCheck, Component: MfaSection },
  { id: 'sessions', titleKey: 'settings.nav.sessions', icon: Monitor, Component: SessionsSection },
  {
    id: 'connected-accounts',
    titleKey: 'settings.nav.connectedAccounts',
    icon: Link2,
    Component: ConnectedAccountsSection,
    shown: ({ project, user }) => project.config.oauthProviders.length > 0 || user.oauthProviders.length > 0,
  },
  { id: 'notifications', titleKey: 'settings.nav.notifications', icon: Bell, Component: NotificationsSection },
  { id: 'api-keys', titleKey: 'settings.nav.apiKeys', icon: KeyRound, Component: ApiKeysSection, shown: ({ project }) => project.config.allowUserApiKeys },
  { id: 'danger-zone', titleKey: 'settings.nav.dangerZone', icon: TriangleAlert, Component: DangerZoneSection },
  // The overview of the user's teams (create or join one), listed after the teams themselves.
  { id: 'teams', titleKey: 'settings.nav.allTeams', icon: Users, group: 'teams', Component: TeamsSection },
];

export const ACCOUNT_SECTION_IDS = ACCOUNT_SECTIONS.map((section) => section.id);

/** `section="team:<id>"` opens the page of one of the user's teams. */
export const TEAM_SECTION_PREFIX = 'team:';

export function teamSectionId(teamId: string): string {
  return `${TEAM_SECTION_PREFIX}${teamId}`;
}

/** The team id of a `team:<id>` section value, else null. */
export function teamIdOf(section: string | undefined): string | null {
  return section?.startsWith(TEAM_SECTION_PREFIX) && section.length > TEAM_SECTION_PREFIX.length ? section.slice(TEAM_SECTION_PREFIX.length) : null;
}

/** One team's page in the shell: the teams branch draws it (members, invitations, API keys...). */
export const TEAM_PAGE: (props: { user: CurrentUser; project: Project; teamId: string }) => ReactNode = TeamPage;
