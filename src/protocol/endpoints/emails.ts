// E-mail (PROTOCOL.md §5.21): templates and themes (changing templates needs a custom e-mail server),
// preview rendering, sending to users, the SMTP test e-mail, the sent-mail log, the sign-in invitation,
// and the delivery info the official SDK reads after sending.
import { ADMIN_CALLERS, endpoint, SERVER_CALLERS } from '../endpoint';
import { noQuery, successResponse } from '../wire/common';
import {
  createdEmailObject,
  emailDeliveryInfo,
  emailDisplayNameBody,
  emailTemplateList,
  emailTemplateUpdateBody,
  emailTemplateUpdated,
  emailTheme,
  emailThemeList,
  emailThemeUpdateBody,
  emailThemeUpdated,
  emptyEmailResponse,
  renderEmailBody,
  renderedEmail,
  sendEmailBody,
  sendEmailResult,
  sendTestEmailBody,
  sendTestEmailResult,
  sentEmailList,
  signInInvitationBody,
} from '../wire/emails';

const TEMPLATE = '/internal/email-templates/:template_id';
const THEME = '/internal/email-themes/:theme_id';

export const emailEndpoints = {
  listTemplates: endpoint({ method: 'GET', path: '/internal/email-templates', access: ADMIN_CALLERS, query: noQuery, answer: emailTemplateList }),
  /** REQUIRES_CUSTOM_EMAIL_SERVER with the shared server. */
  createTemplate: endpoint({ method: 'POST', path: '/internal/email-templates', access: ADMIN_CALLERS, query: noQuery, body: emailDisplayNameBody, answer: createdEmailObject }),
  /** Test-rendered with the project's theme, then saved (EMAIL_RENDERING_ERROR when rendering fails). */
  updateTemplate: endpoint({ method: 'PATCH', path: TEMPLATE, access: ADMIN_CALLERS, query: noQuery, body: emailTemplateUpdateBody, answer: emailTemplateUpdated }),
  deleteTemplate: endpoint({ method: 'DELETE', path: TEMPLATE, access: ADMIN_CALLERS, query: noQuery, answer: emptyEmailResponse }),
  listThemes: endpoint({ method: 'GET', path: '/internal/email-themes', access: ADMIN_CALLERS, query: noQuery, answer: emailThemeList }),
  /** A copy of the default light theme. */
  createTheme: endpoint({ method: 'POST', path: '/internal/email-themes', access: ADMIN_CALLERS, query: noQuery, body: emailDisplayNameBody, answer: createdEmailObject }),
  getTheme: endpoint({ method: 'GET', path: THEME, access: ADMIN_CALLERS, query: noQuery, answer: emailTheme }),
  /** Test-rendered, then saved. */
  updateTheme: endpoint({ method: 'PATCH', path: THEME, access: ADMIN_CALLERS, query: noQuery, body: emailThemeUpdateBody, answer: emailThemeUpdated }),
  /** Newer than PROTOCOL.md (the official 2.8.108 SDK's deleteEmailTheme); refused for the selected theme. */
  deleteTheme: endpoint({ method: 'DELETE', path: THEME, access: ADMIN_CALLERS, query: noQuery, answer: emptyEmailResponse }),
  /** One template source with at most one theme source (the route checks the combination). */
  render: endpoint({ method: 'POST', path: '/emails/render-email', access: ADMIN_CALLERS, query: noQuery, body: renderEmailBody, answer: renderedEmail }),
  /** To users (REQUIRES_CUSTOM_EMAIL_SERVER, SCHEMA_ERROR, USER_ID_DOES_NOT_EXIST). */
  send: endpoint({ method: 'POST', path: '/emails/send-email', access: SERVER_CALLERS, query: noQuery, body: sendEmailBody, answer: sendEmailResult }),
  /** Always 200; `success: false` with a reason when delivery failed. */
  sendTest: endpoint({ method: 'POST', path: '/internal/send-test-email', access: ADMIN_CALLERS, query: noQuery, body: sendTestEmailBody, answer: sendTestEmailResult }),
  /** The 100 newest sent (or failed) mails, newest first. */
  listSent: endpoint({ method: 'GET', path: '/internal/emails', access: ADMIN_CALLERS, query: noQuery, answer: sentEmailList }),
  /** REDIRECT_URL_NOT_WHITELISTED for an untrusted callback. */
  sendSignInInvitation: endpoint({ method: 'POST', path: '/internal/send-sign-in-invitation', access: SERVER_CALLERS, query: noQuery, body: signInInvitationBody, answer: successResponse }),
  /** Newer than PROTOCOL.md: the official 2.8.108 SDK reads it after every sendEmail. */
  deliveryInfo: endpoint({ method: 'GET', path: '/emails/delivery-info', access: SERVER_CALLERS, query: noQuery, answer: emailDeliveryInfo }),
};
