// Admin endpoints of e-mail (PROTOCOL.md §5.21): templates, themes, preview rendering, the SMTP test
// e-mail and the sent-mail log. One method per endpoint.
import type { ListEnvelope } from '../../../protocol/wire/common';
import type {
  CreatedEmailObjectWire,
  EmailTemplateListWire,
  EmailTemplateUpdateBody,
  EmailTemplateUpdatedWire,
  EmailTemplateWire,
  EmailThemeListWire,
  EmailThemeWire,
  RenderEmailBody,
  RenderedEmailWire,
  SendTestEmailBody,
  SendTestEmailResultWire,
  SentEmailWire,
} from '../../../protocol/wire/emails';
import type { RequestPipeline } from '../../http/pipeline';

const seg = encodeURIComponent;

export class AdminEmailEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** GET /internal/email-templates. */
  async listEmailTemplates(): Promise<EmailTemplateWire[]> {
    return (await this.pipeline.json<EmailTemplateListWire>('/internal/email-templates', { method: 'GET' })).templates;
  }

  /** POST /internal/email-templates (REQUIRES_CUSTOM_EMAIL_SERVER with the shared server). */
  createEmailTemplate(displayName: string): Promise<CreatedEmailObjectWire> {
    return this.pipeline.json<CreatedEmailObjectWire>('/internal/email-templates', { method: 'POST', body: { display_name: displayName } });
  }

  /** PATCH /internal/email-templates/{id}: test-rendered, then saved (EMAIL_RENDERING_ERROR when it fails). */
  updateEmailTemplate(id: string, body: EmailTemplateUpdateBody): Promise<EmailTemplateUpdatedWire> {
    return this.pipeline.json<EmailTemplateUpdatedWire>(`/internal/email-templates/${seg(id)}`, { method: 'PATCH', body });
  }

  /** DELETE /internal/email-templates/{id}. */
  async deleteEmailTemplate(id: string): Promise<void> {
    await this.pipeline.json<object>(`/internal/email-templates/${seg(id)}`, { method: 'DELETE' });
  }

  /** GET /internal/email-themes. */
  async listEmailThemes(): Promise<EmailThemeListWire['themes']> {
    return (await this.pipeline.json<EmailThemeListWire>('/internal/email-themes', { method: 'GET' })).themes;
  }

  /** POST /internal/email-themes: a copy of the default light theme. */
  createEmailTheme(displayName: string): Promise<CreatedEmailObjectWire> {
    return this.pipeline.json<CreatedEmailObjectWire>('/internal/email-themes', { method: 'POST', body: { display_name: displayName } });
  }

  /** GET /internal/email-themes/{id}. */
  getEmailTheme(id: string): Promise<EmailThemeWire> {
    return this.pipeline.json<EmailThemeWire>(`/internal/email-themes/${seg(id)}`, { method: 'GET' });
  }

  /** PATCH /internal/email-themes/{id}: test-rendered, then saved. */
  updateEmailTheme(id: string, tsxSource: string): Promise<{ display_name: string }> {
    return this.pipeline.json<{ display_name: string }>(`/internal/email-themes/${seg(id)}`, { method: 'PATCH', body: { tsx_source: tsxSource } });
  }

  /** DELETE /internal/email-themes/{id} (refused for the project's selected theme). */
  async deleteEmailTheme(id: string): Promise<void> {
    await this.pipeline.json<object>(`/internal/email-themes/${seg(id)}`, { method: 'DELETE' });
  }

  /** POST /emails/render-email: one template source with at most one theme source. */
  renderEmail(body: RenderEmailBody): Promise<RenderedEmailWire> {
    return this.pipeline.json<RenderedEmailWire>('/emails/render-email', { method: 'POST', body });
  }

  /** POST /internal/send-test-email: always 200, `success: false` with a reason when delivery failed. */
  sendTestEmail(body: SendTestEmailBody): Promise<SendTestEmailResultWire> {
    return this.pipeline.json<SendTestEmailResultWire>('/internal/send-test-email', { method: 'POST', body });
  }

  /** GET /internal/emails: the 100 newest sent (or failed) mails, newest first. */
  async listSentEmails(): Promise<SentEmailWire[]> {
    return (await this.pipeline.json<ListEnvelope<SentEmailWire>>('/internal/emails', { method: 'GET' })).items;
  }
}
