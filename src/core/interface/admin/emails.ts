// Admin endpoints of e-mail (PROTOCOL.md §5.21): templates, themes, preview rendering, the SMTP test
// e-mail and the sent-mail log. One method per endpoint.
import { emailEndpoints as e } from '../../../protocol/endpoints/emails';
import type {
  CreatedEmailObjectWire,
  EmailTemplateUpdateBody,
  EmailTemplateUpdatedWire,
  EmailTemplateWire,
  EmailThemeListWire,
  EmailThemeUpdatedWire,
  EmailThemeWire,
  RenderEmailBody,
  RenderedEmailWire,
  SendTestEmailBody,
  SendTestEmailResultWire,
  SentEmailWire,
} from '../../../protocol/wire/emails';
import type { RequestPipeline } from '../../http/pipeline';

export class AdminEmailEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  async listEmailTemplates(): Promise<EmailTemplateWire[]> {
    return (await this.pipeline.call(e.listTemplates, {})).templates;
  }

  /** REQUIRES_CUSTOM_EMAIL_SERVER with the shared server. */
  createEmailTemplate(displayName: string): Promise<CreatedEmailObjectWire> {
    return this.pipeline.call(e.createTemplate, { body: { display_name: displayName } });
  }

  /** Test-rendered, then saved (EMAIL_RENDERING_ERROR when it fails). */
  updateEmailTemplate(id: string, body: EmailTemplateUpdateBody): Promise<EmailTemplateUpdatedWire> {
    return this.pipeline.call(e.updateTemplate, { params: { template_id: id }, body });
  }

  async deleteEmailTemplate(id: string): Promise<void> {
    await this.pipeline.call(e.deleteTemplate, { params: { template_id: id } });
  }

  async listEmailThemes(): Promise<EmailThemeListWire['themes']> {
    return (await this.pipeline.call(e.listThemes, {})).themes;
  }

  /** A copy of the default light theme. */
  createEmailTheme(displayName: string): Promise<CreatedEmailObjectWire> {
    return this.pipeline.call(e.createTheme, { body: { display_name: displayName } });
  }

  getEmailTheme(id: string): Promise<EmailThemeWire> {
    return this.pipeline.call(e.getTheme, { params: { theme_id: id } });
  }

  /** Test-rendered, then saved. */
  updateEmailTheme(id: string, tsxSource: string): Promise<EmailThemeUpdatedWire> {
    return this.pipeline.call(e.updateTheme, { params: { theme_id: id }, body: { tsx_source: tsxSource } });
  }

  /** Refused for the project's selected theme. */
  async deleteEmailTheme(id: string): Promise<void> {
    await this.pipeline.call(e.deleteTheme, { params: { theme_id: id } });
  }

  /** One template source with at most one theme source. */
  renderEmail(body: RenderEmailBody): Promise<RenderedEmailWire> {
    return this.pipeline.call(e.render, { body });
  }

  /** Always 200, `success: false` with a reason when delivery failed. */
  sendTestEmail(body: SendTestEmailBody): Promise<SendTestEmailResultWire> {
    return this.pipeline.call(e.sendTest, { body });
  }

  /** The 100 newest sent (or failed) mails, newest first. */
  async listSentEmails(): Promise<SentEmailWire[]> {
    return (await this.pipeline.call(e.listSent, {})).items;
  }
}
