// The Domains page (the `/projects/{id}/domains` SPEC.md §5's messages send owners to): production mode
// and "Allow localhost" as switches, the trusted domains with their handler paths (add, edit, remove in
// dialogs). When production mode is refused, each of SPEC.md §5's problems stands beside the switch or
// row it concerns, and goes away as soon as that row is fixed.

import { Globe } from '../../../react/ui/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, EmptyState, FieldError, iconProps, MenuItem, Pencil, Row, RowGroup, RowMenu, SavedNote, Switch, Trash2 } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useListEditor } from '../settings/use-list-editor';
import { useProjectSave } from '../settings/use-project-save';
import { DomainDialog } from './domain-dialog';
import { allowLocalhostProblems, domainProblems } from './domain-rules';

/** SPEC.md §5's sentences for one row, each with the danger icon, linked to the row by id. */
function Problems({ id, messages }: { id: string; messages: readonly string[] }): ReactNode {
  if (messages.length === 0) return null;
  return (
    <div className="stack-domains-problems" data-problems="">
      {messages.map((message, index) => (
        <FieldError key={message} id={`${id}-${index}`}>
          {message}
        </FieldError>
      ))}
    </div>
  );
}

export function DomainsPage(): ReactNode {
  // Set when production mode was refused: the rows show their problems until it is on (or turned off again).
  const [refused, setRefused] = useState(false);
  return (
    <div className="stack-console-config">
      <ProductionSection refused={refused} setRefused={setRefused} />
      <TrustedDomainsSection refused={refused} />
    </div>
  );
}

function ProductionSection({ refused, setRefused }: { refused: boolean; setRefused(value: boolean): void }): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const saver = useProjectSave();
  const config = project.config;
  const failure = saver.failure;
  const refusedNow = refused || (failure?.name === 'production' && failure.problems.length > 0);
  useEffect(() => {
    // A refusal counts as the owner's wish for production mode: the problems stay beside their rows.
    if (failure?.name === 'production' && failure.problems.length > 0) setRefused(true);
  }, [failure, setRefused]);

  async function setProduction(on: boolean): Promise<void> {
    if (await saver.save('production', { isProductionMode: on })) setRefused(false);
  }

  const showProblems = refusedNow || project.isProductionMode;
  const localhostMessages =
    (showProblems && config.allowLocalhost) || (failure?.name === 'allowLocalhost' && failure.problems.length > 0) ? allowLocalhostProblems(project.id) : [];
  const stillBlocked = config.allowLocalhost || config.domains.some((one) => domainProblems(project.id, one.domain).length > 0);
  const productionNote = project.isProductionMode ? null : refusedNow ? (stillBlocked ? 'blocked' : 'ready') : null;
  const generalError = failure?.message ?? null;
  const savedCount = Object.values(saver.saved).reduce((sum, count) => sum + count, 0);

  return (
    <ConsoleSection id="domains-mode" title={t('domains.modeTitle')} description={t('domains.modeDescription')} error={generalError} action={savedCount > 0 ? <SavedNote key={savedCount}>{t('domains.saved')}</SavedNote> : undefined}>
      <RowGroup label={t('domains.modeTitle')}>
        <li className="stack-row" part="row" data-setting="production-mode">
          <Switch
            label={t('domains.production')}
            description={t(project.isProductionMode ? 'domains.productionOn' : 'domains.productionOff')}
            checked={project.isProductionMode}
            busy={saver.busy === 'production'}
            disabled={saver.busy !== null}
            onChange={(on) => void setProduction(on)}
          />
          {productionNote === 'blocked' ? (
            <div className="stack-domains-problems" role="alert">
              <FieldError id="stack-domains-production-blocked">{t('domains.productionBlocked')}</FieldError>
            </div>
          ) : productionNote === 'ready' ? (
            <p className="stack-hint stack-domains-ready" role="status">
              {t('domains.productionReady')}
            </p>
          ) : null}
        </li>
        <li className="stack-row" part="row" data-setting="allow-localhost">
          <Switch
            label={t('domains.allowLocalhost')}
            description={t('domains.allowLocalhostDescription')}
            checked={config.allowLocalhost}
            busy={saver.busy === 'allowLocalhost'}
            disabled={saver.busy !== null}
            onChange={(on) => void saver.save('allowLocalhost', { config: { allowLocalhost: on } })}
          />
          <Problems id="stack-domains-localhost-problem" messages={localhostMessages} />
        </li>
      </RowGroup>
    </ConsoleSection>
  );
}

function TrustedDomainsSection({ refused }: { refused: boolean }): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const saver = useProjectSave();
  const list = useListEditor<number>();
  const domains = project.config.domains;
  const showProblems = refused || project.isProductionMode;
  const removingDomain = list.removing === null ? '' : (domains[list.removing]?.domain ?? '');
  const addButton = list.addButton(t('domains.add'));
  const remove = (): Promise<boolean> =>
    list.remove((removing) => saver.save('remove', { config: { domains: domains.filter((_, index) => index !== removing) } }), t('domains.removed', { domain: removingDomain }));

  return (
    <ConsoleSection id="domains-list" headingRef={list.heading.ref} title={t('domains.listTitle')} description={t('domains.listDescription')} action={domains.length > 0 ? addButton : undefined} notice={list.notice}>
      {domains.length === 0 ? (
        <EmptyState icon={<Globe {...iconProps} size={20} />} action={addButton}>
          {t('domains.empty')}
        </EmptyState>
      ) : (
        <RowGroup label={t('domains.listTitle')}>
          {domains.map((one, index) => {
            const messages = showProblems ? domainProblems(project.id, one.domain) : [];
            return (
              <Row
                key={one.domain}
                data-domain={one.domain}
                title={<span className="stack-domains-address">{one.domain}</span>}
                description={t('domains.handlerPath', { path: one.handlerPath })}
                leading={<Globe {...iconProps} />}
                actions={
                  <>
                    <Button variant="secondary" size="sm" className="stack-console-row-edit" aria-label={t('domains.editLabel', { domain: one.domain })} onClick={() => list.edit(index)}>
                      {t('domains.edit')}
                    </Button>
                    <RowMenu label={t('domains.moreLabel', { domain: one.domain })}>
                      <MenuItem icon={<Pencil {...iconProps} />} onSelect={() => list.edit(index)}>
                        {t('domains.edit')}
                      </MenuItem>
                      <MenuItem icon={<Trash2 {...iconProps} />} danger onSelect={() => list.askRemove(index)}>
                        {t('domains.remove')}
                      </MenuItem>
                    </RowMenu>
                  </>
                }
                below={messages.length > 0 ? <Problems id={`stack-domain-problem-${index}`} messages={messages} /> : undefined}
              />
            );
          })}
        </RowGroup>
      )}
      <DomainDialog editing={list.editing} saver={saver} onClose={list.closeEditor} onSaved={(domain) => list.setNotice(list.editing === 'add' ? t('domains.added', { domain }) : null)} />
      <ConfirmDialog
        open={list.removing !== null}
        onClose={list.closeRemoval}
        title={t('domains.removeTitle', { domain: removingDomain })}
        description={t('domains.removeBody')}
        confirmLabel={t('domains.removeConfirm')}
        busyLabel={t('domains.removing')}
        cancelLabel={t('console.cancel')}
        error={saver.failure?.name === 'remove' ? saver.failure.message : null}
        onConfirm={remove}
      />
    </ConsoleSection>
  );
}
