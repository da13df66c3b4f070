// E-mail wire shapes (PROTOCOL.md §5.21): templates, themes, rendering, sending, the sent-mail log.
import { s, type Infer, type Schema } from '../schema';
import { listEnvelope } from './common';

/** Fixed ids of the default templates, identical in every project. */
export const DEFAULT_EMAIL_TEMPLATE_IDS = {
  email_verification: 'e7d009ce-8d47-4528-b245-5bf119f2ffa3',
  password_reset: 'a70fb3a4-56c1-4e42-af25-49d25603abd0',
  magic_link: '822687fe-8d0a-4467-a0d1-416b6e639478',
  team_invitation: 'e84de395-2076-4831-9c19-8e9a96a868e4',
  sign_in_invitation: '066dd73c-36da-4fd0-b6d6-ebf87683f8bc',
  payment_receipt: '70372aee-0441-4d80-974c-2e858e40123a',
  payment_failed: 'f64b1afe-27ec-4a28-a277-7178f3261f9a',
} as const;
export type EmailTemplateType = keyof typeof DEFAULT_EMAIL_TEMPLATE_IDS;

/** Fixed ids of the default themes; the light one is every new project's selected theme. */
export const DEFAULT_EMAIL_THEME_IDS = {
  light: '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac',
  dark: 'a0172b5d-cff0-463b-83bb-85124697373a',
  colorful: 'c7e2d94f-8a1b-4e6d-b3f5-9d0a2e7c1b8f',
} as const;

/** A template's or a mail's theme: a theme id, or `false` for none (`null` where the endpoint allows it). */
function themeChoice<T extends string | false | null | undefined = string | false>(required = true, allowNull = false): Schema<T> {
  const uuid = s.string({ uuid: true });
  return {
    check(value, path, errors) {
      if (value === undefined) {
        if (required) errors.push(`${path} must be defined`);
        return undefined as T;
      }
      if (value === false || (value === null && allowNull)) return value as T;
      return uuid.check(value, path, errors) as T;
    },
    optional: () => themeChoice<T | undefined>(false, allowNull),
    nullable: () => themeChoice<T | null>(required, true),
  };
}

// ---- Templates ----

export const emailTemplate = s.object({
  id: s.string({ uuid: true }),
  display_name: s.string(),
  tsx_source: s.string(),
  /** Absent: the project's selected theme; `false`: no theme. */
  theme_id: themeChoice().optional(),
});
export type EmailTemplateWire = Infer<typeof emailTemplate>;

export const emailTemplateList = s.object({ templates: s.array(emailTemplate) });
export type EmailTemplateListWire = Infer<typeof emailTemplateList>;

/** POST /internal/email-templates and /internal/email-themes. */
export const emailDisplayNameBody = s.object({ display_name: s.string() });
export const createdEmailObject = s.object({ id: s.string() });
export type CreatedEmailObjectWire = Infer<typeof createdEmailObject>;

/** PATCH /internal/email-templates/{id}: `null` (or absent) selects the project's theme. */
export const emailTemplateUpdateBody = s.object({
  tsx_source: s.string(),
  theme_id: themeChoice().nullable().optional(),
});
export type EmailTemplateUpdateBody = Infer<typeof emailTemplateUpdateBody>;

export const emailTemplateUpdated = s.object({ rendered_html: s.string() });
export type EmailTemplateUpdatedWire = Infer<typeof emailTemplateUpdated>;

/** DELETE answers an empty object. */
export const emptyEmailResponse = s.object({});

// ---- Themes ----

export const emailThemeSummary = s.object({ id: s.string({ uuid: true }), display_name: s.string() });
export const emailThemeList = s.object({ themes: s.array(emailThemeSummary) });
export type EmailThemeListWire = Infer<typeof emailThemeList>;

export const emailTheme = s.object({ id: s.string({ uuid: true }), display_name: s.string(), tsx_source: s.string() });
export type EmailThemeWire = Infer<typeof emailTheme>;

export const emailThemeUpdateBody = s.object({ tsx_source: s.string() });
export const emailThemeUpdated = s.object({ display_name: s.string() });
export type EmailThemeUpdatedWire = Infer<typeof emailThemeUpdated>;

// ---- Rendering (POST /emails/render-email) ----

/** One template source (id or TSX) and at most one theme source; the route checks the combination. */
export const renderEmailBody = s.object({
  template_id: s.string({ uuid: true }).optional(),
  template_tsx_source: s.string().optional(),
  /** A theme id, false or null: checked by the route, whose error lists the body's four shapes. */
  theme_id: s.json().optional(),
  theme_tsx_source: s.string().optional(),
  editable_markers: s.boolean().optional(),
  editable_source: s.literal(['template', 'theme', 'both'] as const).optional(),
});
export type RenderEmailBody = Infer<typeof renderEmailBody>;

export const renderedEmail = s.object({
  html: s.string(),
  subject: s.string().optional(),
  notification_category: s.string().optional(),
  editable_regions: s.json().optional(),
});
export type RenderedEmailWire = Infer<typeof renderedEmail>;

// ---- Sending (POST /emails/send-email) ----

/** Common fields plus exactly one content (`html`, `template_id` or `draft_id`); the route checks the "exactly one"s. */
export const sendEmailBody = s.object({
  user_ids: s.array(s.string()).optional(),
  all_users: s.boolean().optional(),
  subject: s.string().optional(),
  notification_category_name: s.string().optional(),
  /** A theme id, false or null: checked by the route, whose error lists the body's three shapes (§5.21). */
  theme_id: s.json().optional(),
  is_high_priority: s.boolean().optional(),
  scheduled_at_millis: s.number().optional(),
  html: s.string().optional(),
  template_id: s.string({ uuid: true }).optional(),
  variables: s.json().optional(),
  draft_id: s.string().optional(),
});
export type SendEmailBody = Infer<typeof sendEmailBody>;

export const sendEmailResult = s.object({ results: s.array(s.object({ user_id: s.string() })) });
export type SendEmailResultWire = Infer<typeof sendEmailResult>;

// ---- Test e-mail, sign-in invitation, sent-mail log, delivery info ----

export const smtpEmailConfig = s.object({
  host: s.string({ nonEmpty: true }),
  port: s.number({ integer: true, min: 1, max: 65535 }),
  username: s.string(),
  password: s.string(),
  sender_name: s.string({ nonEmpty: true }),
  sender_email: s.string({ email: true }),
});
export type SmtpEmailConfigWire = Infer<typeof smtpEmailConfig>;

export const sendTestEmailBody = s.object({ recipient_email: s.string({ email: true }), email_config: smtpEmailConfig });
export type SendTestEmailBody = Infer<typeof sendTestEmailBody>;

export const sendTestEmailResult = s.object({ success: s.boolean(), error_message: s.string().optional() });
export type SendTestEmailResultWire = Infer<typeof sendTestEmailResult>;

export const signInInvitationBody = s.object({ email: s.string({ email: true }), callback_url: s.string({ url: true }) });
export type SignInInvitationBody = Infer<typeof signInInvitationBody>;

export const sentEmail = s.object({
  id: s.string({ uuid: true }),
  subject: s.string(),
  sent_at_millis: s.number(),
  /** Addresses, or `User ID: <uuid>` for mails sent to a user. */
  to: s.array(s.string()),
  /** `Render error: …` or `Send error: …`. */
  error: s.string().nullable(),
});
export type SentEmailWire = Infer<typeof sentEmail>;
export const sentEmailList = listEnvelope(sentEmail);

const deliveryWindow = s.object({ sent: s.number(), bounced: s.number(), marked_as_spam: s.number() });
/** GET /emails/delivery-info (newer than PROTOCOL.md; the official SDK reads it after sendEmail). */
export const emailDeliveryInfo = s.object({
  stats: s.object({ hour: deliveryWindow, day: deliveryWindow, week: deliveryWindow, month: deliveryWindow }),
  capacity: s.object({
    rate_per_second: s.number(),
    boost_multiplier: s.number(),
    penalty_factor: s.number(),
    is_boost_active: s.boolean(),
    boost_expires_at: s.string().nullable(),
  }),
});
export type EmailDeliveryInfoWire = Infer<typeof emailDeliveryInfo>;
