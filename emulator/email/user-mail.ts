// Mails to users of a project (POST /emails/send-email): each user's primary e-mail, addressed by name,
// skipped when the user has no primary e-mail or turned the mail's notification category off.
import { NOTIFICATION_CATEGORIES } from '../../src/protocol/wire/notification-preferences';
import type { Database, Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { getChannels, primaryChannel } from '../contact-channels/store';
import { getUser } from '../users/store';
import { createUnsubscribeLink } from '../notification-preferences/unsubscribe';
import { sendProjectMail, type MailContext } from './send';

export interface UserMail {
  userIds: string[];
  templateSource: string;
  themeSource: string | null;
  variables: Record<string, unknown>;
  subject?: string;
  /** The category named by the caller; otherwise the one the template declares (Transactional by default). */
  categoryName?: string;
  /** The API's public origin, for unsubscribe links. */
  origin: string;
  now: number;
}

/** The first id that is not a user of the project, if any. */
export async function firstUnknownUser(db: Queryable, projectId: string, userIds: string[]): Promise<string | null> {
  for (const id of userIds) if (!(await getUser(db, projectId, id))) return id;
  return null;
}

async function wantsCategory(db: Queryable, userId: string, categoryName: string): Promise<boolean> {
  const category = NOTIFICATION_CATEGORIES.find((c) => c.name === categoryName);
  if (!category?.canDisable) return true;
  const rows = await db.query<{ enabled: boolean }>('SELECT enabled FROM notification_preferences WHERE user_id = $1 AND category_id = $2', [
    userId,
    category.id,
  ]);
  return rows[0]?.enabled ?? true;
}

export async function sendToUsers(ctx: MailContext & { db: Database }, project: ProjectRecord, mail: UserMail): Promise<void> {
  for (const userId of mail.userIds) {
    const user = await getUser(ctx.db, project.id, userId);
    const primary = user ? primaryChannel(await getChannels(ctx.db, userId)) : null;
    if (!user || !primary) {
      ctx.log(`E-mail to user ${userId} skipped (project ${project.id}): no primary e-mail address`);
      continue;
    }
    const outcome = await sendProjectMail(ctx, project, {
      to: primary.value,
      logAs: [`User ID: ${userId}`],
      templateSource: mail.templateSource,
      themeSource: mail.themeSource,
      variables: mail.variables,
      user: { displayName: user.display_name },
      ...(mail.subject === undefined ? {} : { subject: mail.subject }),
      wants: (rendered) => wantsCategory(ctx.db, userId, mail.categoryName ?? rendered ?? 'Transactional'),
      unsubscribeLink: (rendered) =>
        createUnsubscribeLink(ctx.db, { projectId: project.id, userId, categoryName: mail.categoryName ?? rendered ?? 'Transactional', origin: mail.origin, now: mail.now }),
      now: mail.now,
    });
    if (outcome.ok && outcome.skipped) ctx.log(`E-mail to user ${userId} skipped (project ${project.id}): notification category turned off`);
  }
}
