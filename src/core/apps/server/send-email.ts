// StackServerApp.sendEmail (PROTOCOL.md §5.21, SPEC.md §7): mail users of the project from HTML, a
// template or a draft. The project must have its own SMTP server; RequiresCustomEmailServer, SchemaError
// and UserIdDoesNotExist come back as an error Result, other failures throw.
import { KnownError, KnownErrors } from '../../../protocol/errors/client';
import type { SendEmailBody } from '../../../protocol/wire/emails';
import type { ServerEmailEndpoints } from '../../interface/server/emails';
import { Result } from '../../result';

interface SendEmailCommon {
  /** A theme id; `false` or `null` for none; absent for the project's selected theme. */
  themeId?: string | null | false;
  /** Replaces the subject the template declares. */
  subject?: string;
  /** `Transactional` or `Marketing`: users who turned a category off do not get its mails. */
  notificationCategoryName?: string;
  scheduledAt?: Date;
  /** The template's variables. */
  variables?: Record<string, unknown>;
}

type Recipients = { userIds: string[]; allUsers?: undefined } | { allUsers: true; userIds?: undefined };
type Content =
  | { html: string; templateId?: undefined; draftId?: undefined }
  | { templateId: string; html?: undefined; draftId?: undefined }
  | { draftId: string; html?: undefined; templateId?: undefined };

export type SendEmailOptions = SendEmailCommon & Recipients & Content;

export type SendEmailError =
  | InstanceType<typeof KnownErrors.RequiresCustomEmailServer>
  | InstanceType<typeof KnownErrors.SchemaError>
  | InstanceType<typeof KnownErrors.UserIdDoesNotExist>;

const EXPECTED = [KnownErrors.RequiresCustomEmailServer, KnownErrors.SchemaError, KnownErrors.UserIdDoesNotExist] as const;

export function sendEmailBody(options: SendEmailOptions): SendEmailBody {
  const defined = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  return {
    ...defined('user_ids', options.userIds),
    ...defined('all_users', options.allUsers),
    ...defined('theme_id', options.themeId),
    ...defined('html', options.html),
    ...defined('subject', options.subject),
    ...defined('notification_category_name', options.notificationCategoryName),
    ...defined('template_id', options.templateId),
    ...defined('variables', options.variables as SendEmailBody['variables']),
    ...defined('draft_id', options.draftId),
    ...defined('scheduled_at_millis', options.scheduledAt?.getTime()),
  };
}

export async function sendEmail(api: ServerEmailEndpoints, options: SendEmailOptions): Promise<Result<undefined, SendEmailError>> {
  try {
    await api.sendEmail(sendEmailBody(options));
    return Result.ok(undefined);
  } catch (error) {
    if (error instanceof KnownError && EXPECTED.some((family) => error instanceof family)) return Result.error(error as SendEmailError);
    throw error;
  }
}
