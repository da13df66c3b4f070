// The E-mails page: the e-mail server, themes, templates and the sent-mail log; `theme/<id>` and
// `template/<id>` open the source editor of one theme or template.

import type { ReactNode } from 'react';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { EditorPage, type EditedKind } from './editor-page';
import { TemplatesSection, ThemesSection, type EmailLibrary } from './library-sections';
import { SentLogSection } from './sent-log-section';
import { ServerSection } from './server-section';

/** `template/<id>` -> what the editor opens; anything else is the page itself. */
function editorTarget(param: string | undefined): { kind: EditedKind; id: string } | null {
  const match = /^(template|theme)\/(.+)$/.exec(param ?? '');
  return match ? { kind: match[1] as EditedKind, id: match[2]! } : null;
}

export function EmailsPage(): ReactNode {
  const { location } = useConsole();
  const target = editorTarget(location.param);
  if (target) return <EditorPage kind={target.kind} id={target.id} />;
  return <EmailsOverview />;
}

function EmailsOverview(): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const library = useAdminData<EmailLibrary>(async () => {
    const [themes, templates] = await Promise.all([adminApp.listEmailThemes(), adminApp.listEmailTemplates()]);
    return { themes, templates };
  }, [adminApp]);
  return (
    <ConsoleSection id="emails" title={t('emails.title')} description={t('emails.description')}>
      <div className="stack-emails">
        <ServerSection />
        <ThemesSection library={library} />
        <TemplatesSection library={library} />
        <SentLogSection />
      </div>
    </ConsoleSection>
  );
}
