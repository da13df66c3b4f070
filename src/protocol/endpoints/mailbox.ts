// The emulator's dev mailbox, GET /emulator/mailbox/{email}: a development convenience (absent in
// production mode, answering the local developer only) that needs no credentials.
import { endpoint } from '../endpoint';
import { mailboxEntries } from '../wire/mailbox';

export const mailboxEndpoints = {
  /** The mails sent to an address, oldest first. */
  list: endpoint({ method: 'GET', path: '/mailbox/:email', base: 'emulator', access: 'open', answer: mailboxEntries }),
};
