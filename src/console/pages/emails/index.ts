import { Mail } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { EmailsPage } from './emails-page';

export { emailsCss } from './styles';
export { emailsStrings } from './strings';

export const emailsPage: ConsolePageDef = { id: 'emails', group: 'configure', titleKey: 'emails.title', icon: Mail, Component: EmailsPage };
