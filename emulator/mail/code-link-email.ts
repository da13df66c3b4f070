// The shape shared by the mails that carry a one-use link: store a verification code, link to callback_url?code=…, deliver.
import type { Queryable } from '../db/database';
import type { ProjectRecord } from '../projects/store';
import { createVerificationCode, linkWithCode, type NewVerificationCode } from '../codes/verification-codes';
import { deliverMail } from './mailbox';

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of one mail, given the project's display name and the link. */
export type ComposeLinkMail = (name: string, link: string) => { subject: string; html: string; text: string };

export async function sendCodeLinkEmail(
  db: Queryable,
  project: ProjectRecord,
  input: { type: NewVerificationCode['type']; data: NewVerificationCode['data']; email: string; callbackUrl: string; now: number },
  compose: ComposeLinkMail,
): Promise<void> {
  const code = await createVerificationCode(db, {
    projectId: project.id,
    type: input.type,
    data: input.data,
    callbackUrl: input.callbackUrl,
    now: input.now,
  });
  const link = linkWithCode(input.callbackUrl, code);
  await deliverMail(db, { projectId: project.id, to: input.email, ...compose(project.display_name, link) }, input.now);
}
