// Which user a provider account signs in (PROTOCOL.md §5.5 callback cases): link, known account,
// the merge strategy for a matching e-mail, or a new (or upgraded anonymous) user.
import { KnownErrors } from '../../src/protocol/errors';
import type { Database, Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { signUp } from '../users/sign-up';
import { findAuthChannel } from '../contact-channels/store';
import { getUser, normalizeEmail, updateUserColumns } from '../users/store';
import type { ProviderProfile } from './inner-client';
import { findOAuthAccount, insertAuthorizationCode, insertOAuthAccount, updateOAuthAccountLogin, type OAuthFlowData } from './store';

export interface ResolvedUser {
  userId: string;
  isNewUser: boolean;
}

export async function resolveOAuthUser(db: Queryable, project: ProjectRecord, flow: OAuthFlowData, profile: ProviderProfile, now: number): Promise<ResolvedUser> {
  const email = profile.email ? normalizeEmail(profile.email) : null;
  const { expires_in, ...granted } = profile.tokens;
  // Stored for the connected-accounts endpoints (PROTOCOL.md §5.24): when the access token stops being usable.
  const tokens = { ...granted, expires_at_millis: expires_in === null ? null : now + expires_in * 1000 };
  const link = (userId: string) =>
    insertOAuthAccount(db, { project_id: project.id, user_id: userId, provider_config_id: flow.provider_id, account_id: profile.accountId, email, tokens }, now);
  const known = await findOAuthAccount(db, project.id, flow.provider_id, profile.accountId);

  if (flow.type === 'link') {
    const userId = flow.token_user_id!;
    if (known && known.user_id !== userId) throw new KnownErrors.OauthConnectionAlreadyConnectedToAnotherUser();
    if (known) await updateOAuthAccountLogin(db, known.id, email, tokens);
    else await link(userId);
    return { userId, isNewUser: false };
  }

  if (known && known.allow_sign_in && (await getUser(db, project.id, known.user_id))) {
    await updateOAuthAccountLogin(db, known.id, email, tokens);
    return { userId: known.user_id, isNewUser: false };
  }

  const channel = email ? await findAuthChannel(db, project.id, email) : null;
  let emailAuthEnabled = true;
  if (channel && email) {
    const strategy = project.config.oauth_account_merge_strategy;
    if (strategy === 'allow_duplicates') {
      emailAuthEnabled = false;
    } else {
      const bothVerified = channel.is_verified && profile.emailVerified;
      if (strategy === 'raise_error' || !bothVerified) {
        throw new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({
          type: 'email',
          contact_channel_value: email,
          would_work_if_email_was_verified: strategy === 'link_method' && !channel.is_verified,
        });
      }
      await link(channel.user_id);
      return { userId: channel.user_id, isNewUser: false };
    }
  }

  if (!project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
  const caller = flow.token_user_id ? await getUser(db, project.id, flow.token_user_id) : null;
  // An anonymous caller becomes this person in place (same id) and keeps a name it already had.
  const displayName = caller?.is_anonymous ? (caller.display_name ?? profile.displayName) : profile.displayName;
  const user = { display_name: displayName, primary_email: email, primary_email_verified: profile.emailVerified, primary_email_auth_enabled: emailAuthEnabled };
  const { userId } = await signUp(db, project, { caller, user }, now);
  if (profile.profileImageUrl) await updateUserColumns(db, userId, { profile_image_url: profile.profileImageUrl });
  await link(userId);
  return { userId, isNewUser: true };
}

/** Resolves the user and stores the outer code that signs it in, together: a failed sign-up leaves no code. */
export async function resolveAndIssueCode(
  db: Database,
  project: ProjectRecord,
  flow: OAuthFlowData,
  profile: ProviderProfile,
  code: { code: string; now: number; expiresAt: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const resolved = await resolveOAuthUser(tx, project, flow, profile, code.now);
    const data = {
      redirect_uri: flow.redirect_uri,
      code_challenge: flow.code_challenge,
      code_challenge_method: flow.code_challenge_method,
      is_new_user: resolved.isNewUser,
      after_callback_redirect_url: flow.after_callback_redirect_url,
      provider_id: flow.provider_id,
    };
    await insertAuthorizationCode(tx, project.id, resolved.userId, code.code, data, code.now, code.expiresAt);
  });
}
