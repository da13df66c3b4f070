// The sections of <AccountSettings>, in display order. `shown` hides a section the project does not offer.

import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
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

export interface AccountSectionDef {
  /** The value of the element's `section` attribute that opens it. */
  id: string;
  titleKey: MessageKey;
  Component: (props: AccountSectionProps) => ReactNode;
  shown?(props: AccountSectionProps): boolean;
}

export const ACCOUNT_SECTIONS: readonly AccountSectionDef[] = [
  { id: 'profile', titleKey: 'settings.nav.profile', Component: ProfileSection },
  { id: 'emails', titleKey: 'settings.nav.emails', Component: EmailsSection },
  { id: 'password', titleKey: 'settings.nav.password', Component: PasswordSection, shown: ({ project }) => project.config.credentialEnabled },
  { id: 'passkeys', titleKey: 'settings.nav.passkeys', Component: PasskeysSection, shown: ({ project }) => project.config.passkeyEnabled },
  { id: 'mfa', titleKey: 'settings.nav.mfa', Component: MfaSection },
  { id: 'sessions', titleKey: 'settings.nav.sessions', Component: SessionsSection },
  {
    id: 'connected-accounts',
    titleKey: 'settings.nav.connectedAccounts',
    Component: ConnectedAccountsSection,
    shown: ({ project, user }) => project.config.oauthProviders.length > 0 || user.oauthProviders.length > 0,
  },
  { id: 'notifications', titleKey: 'settings.nav.notifications', Component: NotificationsSection },
  { id: 'api-keys', titleKey: 'settings.nav.apiKeys', Component: ApiKeysSection, shown: ({ project }) => project.config.allowUserApiKeys },
  { id: 'teams', titleKey: 'settings.nav.teams', Component: TeamsSection },
  { id: 'danger-zone', titleKey: 'settings.nav.dangerZone', Component: DangerZoneSection },
];

export const ACCOUNT_SECTION_IDS = ACCOUNT_SECTIONS.map((section) => section.id);
