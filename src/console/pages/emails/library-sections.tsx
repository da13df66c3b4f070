// The themes and the templates of the project, as rows; "Edit" opens the source editor
// (the page's sub-page `theme/<id>` or `template/<id>`).

import { useState, type ReactNode } from 'react';
import type { AdminEmailTemplate, AdminEmailTheme } from '../../../core/internal';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';
import { FileText, Palette } from '../../../react/ui/icons';
import { Alert, Badge, Button, Check, EmptyState, MenuItem, Pencil, Row, RowGroup, RowMenu, Skeleton, iconProps } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { Block } from './block';
import { useConsoleT } from '../../i18n';
import type { AdminDataState } from '../../use-admin-data';

export interface EmailLibrary {
  themes: AdminEmailTheme[];
  templates: AdminEmailTemplate[];
}

function EditButton({ name, onClick }: { name: string; onClick(): void }): ReactNode {
  const t = useConsoleT();
  return (
    <Button variant="secondary" size="sm" icon={<Pencil {...iconProps} />} aria-label={t('emails.editNamed', { name })} onClick={onClick}>
      {t('emails.edit')}
    </Button>
  );
}

export function ThemesSection({ library }: { library: AdminDataState<EmailLibrary> }): ReactNode {
  const t = useConsoleT();
  const tr = useTranslation();
  const { project, reloadProject, navigate, emit } = useConsole();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = project.config.emailTheme;

  async function use(theme: AdminEmailTheme): Promise<void> {
    setNotice(null);
    setError(null);
    try {
      await project.update({ config: { emailTheme: theme.id } });
      await reloadProject();
      emit({ type: 'project-changed', projectId: project.id, reason: 'updated' });
      setNotice(t('emails.themes.used', { name: theme.displayName }));
    } catch (failure) {
      setError(describeFailure(failure, tr).message);
    }
  }

  return (
    <Block id="themes" title={t('emails.themes.title')} description={t('emails.themes.description')} error={error} notice={notice}>
      {library.status === 'loading' ? <Skeleton lines={3} height={56} /> : null}
      {library.status === 'error' ? <ConsoleFailure error={library.error} retry={() => void library.reload()} /> : null}
      {library.status === 'ready' && library.value.themes.length === 0 ? (
        <EmptyState icon={<Palette {...iconProps} size={20} />}>{t('emails.themes.empty')}</EmptyState>
      ) : null}
      {library.status === 'ready' && library.value.themes.length > 0 ? (
        <RowGroup label={t('emails.themes.list')}>
          {library.value.themes.map((theme) => (
            <Row
              key={theme.id}
              data-theme-id={theme.id}
              leading={<Palette {...iconProps} />}
              title={theme.displayName}
              badges={theme.id === selected ? <Badge tone="outline">{t('emails.themes.selected')}</Badge> : null}
              actions={
                <>
                  <EditButton name={theme.displayName} onClick={() => navigate('emails', `theme/${theme.id}`)} />
                  <RowMenu label={t('emails.themes.more', { name: theme.displayName })}>
                    <MenuItem icon={<Check {...iconProps} />} disabled={theme.id === selected} onSelect={() => void use(theme)} data-action="use">
                      {t('emails.themes.use')}
                    </MenuItem>
                  </RowMenu>
                </>
              }
            />
          ))}
        </RowGroup>
      ) : null}
    </Block>
  );
}

export function TemplatesSection({ library }: { library: AdminDataState<EmailLibrary> }): ReactNode {
  const t = useConsoleT();
  const { project, navigate } = useConsole();
  const themeName = (template: AdminEmailTemplate): string => {
    if (template.themeId === undefined) return t('emails.templates.projectTheme');
    if (template.themeId === false) return t('emails.templates.noTheme');
    const theme = library.status === 'ready' ? library.value.themes.find((one) => one.id === template.themeId) : undefined;
    return theme ? t('emails.templates.theme', { name: theme.displayName }) : t('emails.templates.projectTheme');
  };
  return (
    <Block id="templates" title={t('emails.templates.title')} description={t('emails.templates.description')}>
      {project.config.emailConfig.type === 'shared' ? <Alert kind="info">{t('emails.templates.sharedNote')}</Alert> : null}
      {library.status === 'loading' ? <Skeleton lines={4} height={56} /> : null}
      {library.status === 'ready' && library.value.templates.length === 0 ? (
        <EmptyState icon={<FileText {...iconProps} size={20} />}>{t('emails.templates.empty')}</EmptyState>
      ) : null}
      {library.status === 'ready' && library.value.templates.length > 0 ? (
        <RowGroup label={t('emails.templates.list')}>
          {library.value.templates.map((template) => (
            <Row
              key={template.id}
              data-template-id={template.id}
              leading={<FileText {...iconProps} />}
              title={template.displayName}
              description={themeName(template)}
              actions={<EditButton name={template.displayName} onClick={() => navigate('emails', `template/${template.id}`)} />}
            />
          ))}
        </RowGroup>
      ) : null}
    </Block>
  );
}
