// The source editor of one template or theme (the page's sub-page `template/<id>` or `theme/<id>`):
// the TSX source beside a live preview of the rendered mail, the render error in words under the
// source (the last good preview stays), and Save.

import { useCallback, useId, useState, type ReactNode } from 'react';
import type { StackAdminApp } from '../../../core/internal';
import type { AdminEmailTemplate } from '../../../core/internal';
import { StackHttpError } from '../../../core/internal';
import { KnownError } from '../../../protocol/errors/known-error';
import { DEFAULT_EMAIL_TEMPLATE_IDS } from '../../../protocol/wire/emails';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';
import { Alert, ArrowLeft, Badge, Button, ConfirmDialog, EmptyState, SavedNote, Skeleton, Spinner, TriangleAlert, iconProps } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { MailPreview } from './mail-preview';
import { SourceEditor } from './source-editor';
import { renderingDetail, useLivePreview } from './use-live-preview';

export type EditedKind = 'template' | 'theme';

interface Edited {
  kind: EditedKind;
  id: string;
  displayName: string;
  tsxSource: string;
  /** A template's own theme (absent: the project's). */
  themeId?: string | false;
}

async function loadEdited(app: StackAdminApp, kind: EditedKind, id: string): Promise<Edited | null> {
  if (kind === 'theme') {
    const theme = await app.getEmailTheme(id).catch((failure: unknown) => {
      // An unknown id answers a plain-text 404.
      if (failure instanceof StackHttpError && failure.status === 404) return null;
      throw failure;
    });
    return theme && { kind, id: theme.id, displayName: theme.displayName, tsxSource: theme.tsxSource };
  }
  const template: AdminEmailTemplate | undefined = (await app.listEmailTemplates()).find((one) => one.id === id);
  return template ? { kind, ...template } : null;
}

export function EditorPage({ kind, id }: { kind: EditedKind; id: string }): ReactNode {
  const t = useConsoleT();
  const { adminApp, navigate } = useConsole();
  const edited = useAdminData(() => loadEdited(adminApp, kind, id), [adminApp, kind, id]);
  return (
    <div className="stack-emails-editor-page">
      {edited.status !== 'ready' || edited.value === null ? <BackButton onClick={() => navigate('emails')} /> : null}
      {edited.status === 'loading' ? <Skeleton lines={2} height={56} label={t('emails.editor.source')} /> : null}
      {edited.status === 'error' ? <ConsoleFailure error={edited.error} retry={() => void edited.reload()} /> : null}
      {edited.status === 'ready' && edited.value === null ? (
        <EmptyState icon={<TriangleAlert {...iconProps} size={20} />}>{t('emails.editor.notFound')}</EmptyState>
      ) : null}
      {edited.status === 'ready' && edited.value !== null ? <Workbench key={edited.value.id} edited={edited.value} /> : null}
    </div>
  );
}

function BackButton({ onClick }: { onClick(): void }): ReactNode {
  const t = useConsoleT();
  return (
    <Button variant="ghost" size="sm" className="stack-emails-back" icon={<ArrowLeft {...iconProps} />} onClick={onClick}>
      {t('emails.editor.back')}
    </Button>
  );
}

function Workbench({ edited }: { edited: Edited }): ReactNode {
  const t = useConsoleT();
  const tr = useTranslation();
  const { adminApp, project, navigate } = useConsole();
  const [leaving, setLeaving] = useState(false);
  const ids = useId();
  const [source, setSource] = useState(edited.tsxSource);
  const [savedSource, setSavedSource] = useState(edited.tsxSource);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);

  const render = useCallback(
    (tsx: string) =>
      edited.kind === 'template'
        ? adminApp.getEmailPreview({ templateTsxSource: tsx, ...(edited.themeId === undefined ? {} : { themeId: edited.themeId }) })
        : adminApp.getEmailPreview({ themeTsxSource: tsx, templateId: DEFAULT_EMAIL_TEMPLATE_IDS.email_verification }),
    [adminApp, edited],
  );
  const preview = useLivePreview(source, render, t('emails.editor.renderFailed'));

  async function save(): Promise<void> {
    setSaveError(null);
    setSaved(0);
    setSaving(true);
    const text = source;
    try {
      if (edited.kind === 'template') {
        const answer = await adminApp.updateEmailTemplate(edited.id, text, edited.themeId ?? null);
        preview.show(answer.renderedHtml);
      } else {
        await adminApp.updateEmailTheme(edited.id, text);
      }
      setSavedSource(text);
      setSaved((count) => count + 1);
    } catch (failure) {
      const detail = renderingDetail(failure);
      if (failure instanceof KnownError && failure.code === 'REQUIRES_CUSTOM_EMAIL_SERVER') setSaveError(t('emails.editor.needsOwnServer'));
      else if (detail !== null) setSaveError(`${t('emails.editor.renderFailed')} ${detail}`);
      else setSaveError(describeFailure(failure, tr).message);
    } finally {
      setSaving(false);
    }
  }

  const dirty = source !== savedSource;
  const statusId = `${ids}-status`;
  const needsOwnServer = edited.kind === 'template' && project.config.emailConfig.type === 'shared';
  return (
    <>
      <BackButton onClick={() => (dirty ? setLeaving(true) : navigate('emails'))} />
      <ConfirmDialog
        open={leaving}
        onClose={() => setLeaving(false)}
        title={t('emails.editor.leaveTitle')}
        description={t('emails.editor.leaveBody', { name: edited.displayName })}
        confirmLabel={t('emails.editor.leave')}
        busyLabel={t('emails.editor.leave')}
        cancelLabel={t('emails.editor.stay')}
        onConfirm={async () => {
          navigate('emails');
          return true;
        }}
      />
      <ConsoleSection
        id="emails-editor"
        title={t(edited.kind === 'template' ? 'emails.editor.templateTitle' : 'emails.editor.themeTitle', { name: edited.displayName })}
        description={t(edited.kind === 'template' ? 'emails.editor.templateDescription' : 'emails.editor.themeDescription')}
        error={saveError}
        action={
          <div className="stack-emails-save">
            {saved > 0 && !dirty ? <SavedNote key={saved}>{t('emails.editor.saved')}</SavedNote> : null}
            {dirty ? <Badge tone="outline">{t('emails.editor.unsaved')}</Badge> : null}
            <Button onClick={() => void save()} busy={saving} busyLabel={t('emails.editor.saving')} disabled={needsOwnServer}>
              {t('emails.editor.save')}
            </Button>
          </div>
        }
      >
        {needsOwnServer ? <Alert kind="info">{t('emails.editor.needsOwnServer')}</Alert> : null}
        <div className="stack-emails-workbench">
          <div className="stack-emails-pane" data-pane="source">
            <h4 className="stack-emails-pane-title" id={`${ids}-source`}>
              {t('emails.editor.source')}
            </h4>
            <div className="stack-emails-editor-box" data-invalid={preview.problem ? '' : undefined}>
              <SourceEditor initialValue={edited.tsxSource} onChange={setSource} label={t('emails.editor.sourceLabel', { name: edited.displayName })} describedBy={statusId} />
            </div>
            <div id={statusId} className="stack-emails-status" data-render-error={preview.problem ? '' : undefined}>
              {preview.problem ? (
                <Alert>
                  <span className="stack-emails-sentence">{preview.problem.message}</span>
                  {preview.problem.detail ? <span className="stack-emails-detail stack-emails-code">{preview.problem.detail}</span> : null}
                  {preview.html !== null ? <span className="stack-emails-detail">{t('emails.editor.previewStale')}</span> : null}
                </Alert>
              ) : null}
            </div>
          </div>
          <div className="stack-emails-pane" data-pane="preview">
            <div className="stack-emails-pane-head">
              <h4 className="stack-emails-pane-title">{t('emails.editor.preview')}</h4>
              {preview.updating ? (
                <span className="stack-emails-updating" role="status">
                  <Spinner />
                  {t('emails.editor.previewUpdating')}
                </span>
              ) : null}
            </div>
            <div className="stack-emails-frame-box" data-stale={preview.problem ? '' : undefined} data-ready={preview.html !== null ? '' : undefined}>
              <MailPreview html={preview.html} title={t('emails.editor.previewFrame', { name: edited.displayName })} />
            </div>
          </div>
        </div>
      </ConsoleSection>
    </>
  );
}
