// The e-mail server: the shared server or the project's own SMTP server (saved in the project's
// email_config), and a test e-mail through the settings on screen, its failure as a sentence with the
// server's own message as a detail line.

import { useId, useState, type ReactNode } from 'react';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';
import { Actions, Alert, Button, Form, Mail, SavedNote, SegmentedControl, TextField, iconProps } from '../../../react/ui';
import { PasswordField } from '../../../react/ui/password-field';
import { useConsole } from '../../console-context';
import { Block } from './block';
import { useConsoleT } from '../../i18n';
import { checkServer, configOf, fieldLabel, isEmailAddress, valuesOf, type ServerErrors, type ServerField, type ServerKind, type ServerValues } from './server-fields';

type TestOutcome = { ok: true; email: string } | { ok: false; detail: string | null; message: string };

const AUTOCOMPLETE: Record<ServerField, string> = {
  host: 'off',
  port: 'off',
  username: 'off',
  // The SMTP password is the project's, not the owner's: no password manager offers.
  password: 'new-password',
  senderEmail: 'off',
  senderName: 'off',
};

export function ServerSection(): ReactNode {
  const t = useConsoleT();
  const tr = useTranslation();
  const { project, adminApp, owner, reloadProject, emit } = useConsole();
  const ids = useId();
  const [kind, setKind] = useState<ServerKind>(project.config.emailConfig.type);
  const [values, setValues] = useState<ServerValues>(() => valuesOf(project.config.emailConfig));
  const [errors, setErrors] = useState<ServerErrors>({});
  const [failures, setFailures] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [recipient, setRecipient] = useState(owner.primaryEmail ?? '');
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [testFailures, setTestFailures] = useState(0);

  function edit(field: ServerField, value: string): void {
    setValues((last) => ({ ...last, [field]: value }));
    setErrors((last) => ({ ...last, [field]: undefined }));
    setSaved(0);
  }

  async function save(): Promise<void> {
    setSaveError(null);
    setSaved(0);
    const problems = kind === 'standard' ? checkServer(values, t) : {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFailures((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      await project.update({ config: { emailConfig: kind === 'shared' ? { type: 'shared' } : { type: 'standard', ...configOf(values) } } });
      await reloadProject();
      emit({ type: 'project-changed', projectId: project.id, reason: 'updated' });
      setSaved((count) => count + 1);
    } catch (failure) {
      setSaveError(describeFailure(failure, tr).message);
      setFailures((count) => count + 1);
    } finally {
      setSaving(false);
    }
  }

  async function sendTest(): Promise<void> {
    setOutcome(null);
    const problems = checkServer(values, t);
    const recipientProblem = isEmailAddress(recipient) ? null : t('emails.server.emailInvalid');
    setErrors(problems);
    setRecipientError(recipientProblem);
    if (Object.keys(problems).length > 0) {
      // The wrong server field is in the form above: focus goes there.
      setFailures((count) => count + 1);
      return;
    }
    if (recipientProblem) {
      setTestFailures((count) => count + 1);
      return;
    }
    setTesting(true);
    try {
      const email = recipient.trim();
      const result = await adminApp.sendTestEmail({ recipientEmail: email, emailConfig: configOf(values) });
      setOutcome(result.status === 'ok' ? { ok: true, email } : { ok: false, message: t('emails.test.failed'), detail: result.error.errorMessage });
    } catch (failure) {
      setOutcome({ ok: false, message: describeFailure(failure, tr).message, detail: null });
    } finally {
      setTesting(false);
    }
    setTestFailures((count) => count + 1);
  }

  const panelId = `${ids}-panel`;
  const field = (name: ServerField, extra: { type?: string; hint?: string; inputMode?: 'numeric' } = {}): ReactNode => {
    const props = {
      label: fieldLabel(name, t),
      name: `smtp-${name}`,
      value: values[name],
      error: errors[name],
      disabled: saving,
      autoComplete: AUTOCOMPLETE[name],
      spellCheck: false,
      onValueChange: (value: string) => edit(name, value),
      ...extra,
    };
    // The password gets the kit's show/hide button.
    return name === 'password' ? <PasswordField {...props} /> : <TextField {...props} />;
  };

  return (
    <Block id="server" title={t('emails.server.title')} description={t('emails.server.description')} error={saveError}>
      <Form className="stack-emails-server" onSubmit={() => void save()} busy={saving} failureCount={failures} aria-label={t('emails.server.title')}>
        <div className="stack-emails-kind">
          <SegmentedControl<ServerKind>
            label={t('emails.server.kind')}
            idPrefix={`${ids}-kind`}
            panelId={panelId}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setSaved(0);
              setOutcome(null);
            }}
            options={[
              { id: 'shared', label: t('emails.server.shared') },
              { id: 'standard', label: t('emails.server.own') },
            ]}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${ids}-kind-${kind}`} className="stack-emails-panel">
          {kind === 'shared' ? (
            <p className="stack-emails-note">{t('emails.server.sharedNote')}</p>
          ) : (
            <div className="stack-emails-grid">
              {field('host')}
              {field('port', { inputMode: 'numeric', hint: t('emails.server.portHint') })}
              {field('username')}
              {field('password')}
              {field('senderEmail', { type: 'email' })}
              {field('senderName', { hint: t('emails.server.senderNameHint') })}
            </div>
          )}
        </div>
        <Actions>
          <Button type="submit" busy={saving} busyLabel={t('emails.server.saving')}>
            {t('emails.server.save')}
          </Button>
          {saved > 0 ? <SavedNote key={saved}>{t('emails.server.saved')}</SavedNote> : null}
        </Actions>
      </Form>
      {kind === 'standard' ? (
        <Form className="stack-emails-test" onSubmit={() => void sendTest()} busy={testing} failureCount={testFailures} aria-labelledby={`${ids}-test`}>
          <div className="stack-emails-test-text">
            <h5 className="stack-emails-subtitle" id={`${ids}-test`}>
              {t('emails.test.title')}
            </h5>
            <p className="stack-settings-description">{t('emails.test.description')}</p>
          </div>
          <div className="stack-emails-test-row">
            <TextField
              label={t('emails.test.recipient')}
              name="test-recipient"
              type="email"
              autoComplete="email"
              value={recipient}
              error={recipientError}
              disabled={testing}
              onValueChange={(value) => {
                setRecipient(value);
                setRecipientError(null);
              }}
            />
            <Button type="submit" variant="secondary" icon={<Mail {...iconProps} />} busy={testing} busyLabel={t('emails.test.sending')}>
              {t('emails.test.send')}
            </Button>
          </div>
          {outcome?.ok ? <Alert kind="success">{t('emails.test.sent', { email: outcome.email })}</Alert> : null}
          {outcome && !outcome.ok ? (
            <Alert>
              <span className="stack-emails-sentence">{outcome.message}</span>
              {outcome.detail ? <span className="stack-emails-detail">{t('emails.test.serverSaid', { detail: outcome.detail })}</span> : null}
            </Alert>
          ) : null}
        </Form>
      ) : null}
    </Block>
  );
}
