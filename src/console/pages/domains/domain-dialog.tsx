// Adding or editing a trusted domain in a dialog: the address and its handler path, checked here first
// (an address that is no URL; in production mode, SPEC.md §5's problems under the address), then saved.

import { useEffect, useState, type ReactNode } from 'react';
import type { AdminDomainConfig } from '../../../core/internal';
import { Alert, FormDialog, TextField } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { useConsoleT } from '../../i18n';
import type { ProjectSave } from '../settings/use-project-save';
import { domainProblems, invalidDomain, normalizeDomain } from './domain-rules';

export interface DomainDialogProps {
  /** Which entry: `add`, or the index of the domain being edited; null when closed. */
  editing: 'add' | number | null;
  saver: ProjectSave;
  onClose(): void;
  /** After a save, with the saved address. */
  onSaved(domain: string): void;
}

export function DomainDialog({ editing, saver, onClose, onSaved }: DomainDialogProps): ReactNode {
  const t = useConsoleT();
  const { project } = useConsole();
  const domains = project.config.domains;
  const current = typeof editing === 'number' ? domains[editing] : undefined;
  const [domain, setDomain] = useState('');
  const [path, setPath] = useState('/handler');
  const [errors, setErrors] = useState<{ domain: string | null; path: string | null }>({ domain: null, path: null });
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (editing === null) return;
    setDomain(current?.domain ?? '');
    setPath(current?.handlerPath ?? '/handler');
    setErrors({ domain: null, path: null });
    saver.clear();
    // Only on opening: the fields start from the entry being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  function check(address: string): { domain: string | null; path: string | null } {
    let domainError: string | null = null;
    if (!address) domainError = t('domains.domainRequired');
    else domainError = invalidDomain(address);
    if (!domainError && domains.some((one, index) => one.domain === address && index !== editing)) domainError = t('domains.domainTaken');
    if (!domainError && project.isProductionMode) domainError = domainProblems(project.id, address).join(' ') || null;
    const pathError = path.trim().startsWith('/') ? null : t('domains.pathInvalid');
    return { domain: domainError, path: pathError };
  }

  async function submit(): Promise<void> {
    const address = normalizeDomain(domain);
    const found = check(address);
    setErrors(found);
    if (found.domain || found.path) {
      setFailures((count) => count + 1);
      return;
    }
    const entry: AdminDomainConfig = { domain: address, handlerPath: path.trim() };
    const next = typeof editing === 'number' ? domains.map((one, index) => (index === editing ? entry : one)) : [...domains, entry];
    if (await saver.save('domain', { config: { domains: next } })) {
      onSaved(address);
      onClose();
    } else setFailures((count) => count + 1);
  }

  const busy = saver.busy === 'domain';
  const failure = saver.failure?.name === 'domain' ? saver.failure : null;
  // Production mode refused the list (nothing was sent): its sentences belong under the address.
  const refused = failure && failure.problems.length > 0 ? failure.problems.map((problem) => problem.message).join(' ') : null;
  const adding = editing === 'add';
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={t(adding ? 'domains.addTitle' : 'domains.editTitle')}
      description={t('domains.dialogDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t(adding ? 'domains.addSubmit' : 'domains.saveSubmit')}
      busyLabel={t(adding ? 'domains.adding' : 'domains.saving')}
      onSubmit={() => void submit()}
      failureCount={failures}
    >
      <TextField
        label={t('domains.domainLabel')}
        name="domain"
        type="url"
        inputMode="url"
        placeholder="https://shop.example.com"
        autoComplete="off"
        spellCheck={false}
        value={domain}
        onValueChange={setDomain}
        hint={t('domains.domainHint')}
        error={errors.domain ?? refused}
      />
      <TextField
        label={t('domains.pathLabel')}
        name="handler-path"
        autoComplete="off"
        spellCheck={false}
        value={path}
        onValueChange={setPath}
        hint={t('domains.pathHint')}
        error={errors.path}
      />
      {failure?.message ? <Alert>{failure.message}</Alert> : null}
    </FormDialog>
  );
}
