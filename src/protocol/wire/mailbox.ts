// The emulator's dev mailbox (GET /emulator/mailbox/{email}): every mail the emulator "sends", as JSON.
import { s, type Infer } from '../schema';

export const mailboxEntry = s.object({
  id: s.string({ uuid: true }),
  /** The normalized recipient address. */
  to: s.string(),
  /** The sender as the From header gives it (`Name <address>`); null for mails recorded before senders were kept. */
  from: s.string().nullable(),
  subject: s.string(),
  html: s.string(),
  text: s.string(),
  sent_at_millis: s.number(),
});
export type MailboxEntryWire = Infer<typeof mailboxEntry>;

/** Oldest first. */
export const mailboxEntries = s.array(mailboxEntry);
