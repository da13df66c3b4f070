// The e-mail server form's values and their checks, apart from the form so both the save and the test
// e-mail read the same fields the same way.

import type { EmailConfig } from '../../../core/internal';
import type { AdminEmailConfig } from '../../../core/internal';
import { isEmail } from '../../../protocol/email';
import type { ConsoleTranslate } from '../../i18n';

export type ServerKind = 'shared' | 'standard';
export type ServerField = 'host' | 'port' | 'username' | 'password' | 'senderEmail' | 'senderName';
export type ServerValues = Record<ServerField, string>;
export type ServerErrors = Partial<Record<ServerField, string>>;

export const SERVER_FIELDS: readonly ServerField[] = ['host', 'port', 'username', 'password', 'senderEmail', 'senderName'];

const LABEL_KEYS = {
  host: 'emails.server.host',
  port: 'emails.server.port',
  username: 'emails.server.username',
  password: 'emails.server.password',
  senderEmail: 'emails.server.senderEmail',
  senderName: 'emails.server.senderName',
} as const satisfies Record<ServerField, string>;

export function fieldLabel(field: ServerField, t: ConsoleTranslate): string {
  return t(LABEL_KEYS[field]);
}

export function valuesOf(config: AdminEmailConfig): ServerValues {
  if (config.type === 'shared') return { host: '', port: '587', username: '', password: '', senderEmail: '', senderName: '' };
  return {
    host: config.host,
    port: String(config.port),
    username: config.username,
    password: config.password,
    senderEmail: config.senderEmail,
    senderName: config.senderName,
  };
}

/** One sentence per wrong field; every field is required (PROTOCOL.md §5.19 email_config). */
export function checkServer(values: ServerValues, t: ConsoleTranslate): ServerErrors {
  const errors: ServerErrors = {};
  for (const field of SERVER_FIELDS) {
    if (values[field].trim() === '') errors[field] = t('emails.server.required', { field: fieldLabel(field, t).toLowerCase() });
  }
  const port = Number(values.port.trim());
  if (!errors.port && !(Number.isInteger(port) && port >= 1 && port <= 65535)) errors.port = t('emails.server.portInvalid');
  if (!errors.senderEmail && !isEmail(values.senderEmail.trim())) errors.senderEmail = t('emails.server.emailInvalid');
  return errors;
}

export function isEmailAddress(value: string): boolean {
  return isEmail(value.trim());
}

/** The checked values as the SDK's config (call checkServer first). */
export function configOf(values: ServerValues): EmailConfig {
  return {
    host: values.host.trim(),
    port: Number(values.port.trim()),
    username: values.username,
    password: values.password,
    senderEmail: values.senderEmail.trim(),
    senderName: values.senderName.trim(),
  };
}
