// The seven default templates every project has (PROTOCOL.md §5.21: fixed ids, names, subjects and
// variables), as TSX sources of our own in the format Stack Auth's templates use: `variablesSchema`,
// `EmailTemplate({ user, project, variables })` with Subject and NotificationCategory, and preview variables.
import { DEFAULT_EMAIL_TEMPLATE_IDS, type EmailTemplateType } from '../../src/protocol/wire/emails';

const IMPORTS = `import { type } from 'arktype';
import { Button, Heading, Section, Text } from '@react-email/components';
import { NotificationCategory, Subject, type Props } from '@stackframe/emails';

const button = { backgroundColor: '#2563eb', borderRadius: '6px', color: '#ffffff', fontWeight: 600, padding: '12px 20px' };
`;

/** A transactional template: a heading, paragraphs, an optional button, a closing line. */
function source(parts: { schema: string; subject: string; heading: string; body: string; button?: [label: string, link: string]; preview: string }): string {
  const buttonJsx = parts.button
    ? `\n      <Section style={{ margin: '24px 0' }}>\n        <Button href={${parts.button[1]}} style={button}>${parts.button[0]}</Button>\n      </Section>`
    : '';
  return `${IMPORTS}
export const variablesSchema = type(${parts.schema});

export function EmailTemplate({ user, project, variables }: Props<typeof variablesSchema.infer>) {
  return (
    <>
      <Subject value={${parts.subject}} />
      <NotificationCategory value="Transactional" />
      <Heading as="h2">${parts.heading}</Heading>
      <Text>Hi{user.displayName ? ' ' + user.displayName : ''},</Text>
${parts.body}${buttonJsx}
      <Text style={{ color: '#6b7280', fontSize: '13px' }}>If you were not expecting this email, you can ignore it.</Text>
    </>
  );
}

EmailTemplate.PreviewVariables = ${parts.preview} satisfies typeof variablesSchema.infer;
`;
}

const SOURCES: Record<EmailTemplateType, string> = {
  email_verification: source({
    schema: `{ emailVerificationLink: 'string' }`,
    subject: `'Verify your email at ' + project.displayName`,
    heading: 'Verify your email',
    body: `      <Text>Please confirm that this address is yours to finish setting up your {project.displayName} account.</Text>`,
    button: ['Verify my email', 'variables.emailVerificationLink'],
    preview: `{ emailVerificationLink: 'https://example.com/handler/email-verification?code=preview' }`,
  }),
  password_reset: source({
    schema: `{ passwordResetLink: 'string' }`,
    subject: `'Reset your password at ' + project.displayName`,
    heading: 'Reset your password',
    body: `      <Text>Someone asked to reset the password of your {project.displayName} account. Choose a new one here:</Text>`,
    button: ['Reset my password', 'variables.passwordResetLink'],
    preview: `{ passwordResetLink: 'https://example.com/handler/password-reset?code=preview' }`,
  }),
  magic_link: source({
    schema: `{ magicLink: 'string', otp: 'string' }`,
    subject: `'Sign in to ' + project.displayName + ': Your code is ' + variables.otp`,
    heading: 'Your sign-in code',
    body: `      <Text>Enter this code to sign in to {project.displayName}:</Text>
      <Text style={{ fontSize: '28px', fontWeight: 700, letterSpacing: '6px' }}>{variables.otp}</Text>
      <Text>Or open the link below to sign in.</Text>`,
    button: ['Sign in', 'variables.magicLink'],
    preview: `{ magicLink: 'https://example.com/handler/magic-link-callback?code=preview', otp: 'A1B2C3' }`,
  }),
  team_invitation: source({
    schema: `{ teamDisplayName: 'string', teamInvitationLink: 'string' }`,
    subject: `'You have been invited to join ' + variables.teamDisplayName`,
    heading: 'You have been invited',
    body: `      <Text>You have been invited to join the team {variables.teamDisplayName} on {project.displayName}.</Text>`,
    button: ['Join the team', 'variables.teamInvitationLink'],
    preview: `{ teamDisplayName: 'My Team', teamInvitationLink: 'https://example.com/handler/team-invitation?code=preview' }`,
  }),
  sign_in_invitation: source({
    schema: `{ signInInvitationLink: 'string', teamDisplayName: 'string' }`,
    subject: `'You have been invited to sign in to ' + project.displayName`,
    heading: 'You have been invited',
    body: `      <Text>{variables.teamDisplayName} invites you to sign in to {project.displayName}.</Text>`,
    button: ['Sign in', 'variables.signInInvitationLink'],
    preview: `{ signInInvitationLink: 'https://example.com/handler/sign-in', teamDisplayName: 'My Project' }`,
  }),
  payment_receipt: source({
    schema: `{ productName: 'string', quantity: 'number', amount: 'string', 'receiptLink?': 'string' }`,
    subject: `'Your receipt from ' + project.displayName`,
    heading: 'Thank you for your purchase',
    body: `      <Text>{variables.quantity} × {variables.productName}: {variables.amount}</Text>
      {variables.receiptLink ? <Button href={variables.receiptLink} style={button}>View my receipt</Button> : null}`,
    preview: `{ productName: 'Pro plan', quantity: 1, amount: '$20.00', receiptLink: 'https://example.com/receipt' }`,
  }),
  payment_failed: source({
    schema: `{ productName: 'string', amount: 'string', 'invoiceUrl?': 'string', 'failureReason?': 'string' }`,
    subject: `'Payment failed for ' + project.displayName`,
    heading: 'Your payment did not go through',
    body: `      <Text>We could not charge {variables.amount} for {variables.productName}.</Text>
      {variables.failureReason ? <Text>Reason: {variables.failureReason}</Text> : null}
      {variables.invoiceUrl ? <Button href={variables.invoiceUrl} style={button}>Pay the invoice</Button> : null}`,
    preview: `{ productName: 'Pro plan', amount: '$20.00', failureReason: 'Card declined', invoiceUrl: 'https://example.com/invoice' }`,
  }),
};

const NAMES: Record<EmailTemplateType, string> = {
  email_verification: 'Email Verification',
  password_reset: 'Password Reset',
  magic_link: 'Magic Link/OTP',
  team_invitation: 'Team Invitation',
  sign_in_invitation: 'Sign In Invitation',
  payment_receipt: 'Payment Receipt',
  payment_failed: 'Payment Failed',
};

export interface DefaultTemplate {
  type: EmailTemplateType;
  id: string;
  displayName: string;
  tsxSource: string;
}

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = (Object.keys(DEFAULT_EMAIL_TEMPLATE_IDS) as EmailTemplateType[]).map((type) => ({
  type,
  id: DEFAULT_EMAIL_TEMPLATE_IDS[type],
  displayName: NAMES[type],
  tsxSource: SOURCES[type],
}));

export function defaultTemplate(type: EmailTemplateType): DefaultTemplate {
  return DEFAULT_TEMPLATES.find((t) => t.type === type)!;
}

/** The source a template created with POST /internal/email-templates starts from. */
export const NEW_TEMPLATE_SOURCE = `import { type } from 'arktype';
import { Heading, Text } from '@react-email/components';
import { NotificationCategory, Subject, type Props } from '@stackframe/emails';

export const variablesSchema = type({ message: 'string' });

export function EmailTemplate({ user, project, variables }: Props<typeof variablesSchema.infer>) {
  return (
    <>
      <Subject value={'News from ' + project.displayName} />
      <NotificationCategory value="Transactional" />
      <Heading as="h2">Hello{user.displayName ? ' ' + user.displayName : ''}!</Heading>
      <Text>{variables.message}</Text>
    </>
  );
}

EmailTemplate.PreviewVariables = { message: 'This is a new template. Edit it to say what you need.' } satisfies typeof variablesSchema.infer;
`;

/** The template a theme is test-rendered with before it is saved (PATCH /internal/email-themes/{id}). */
export const THEME_PREVIEW_TEMPLATE = NEW_TEMPLATE_SOURCE;
