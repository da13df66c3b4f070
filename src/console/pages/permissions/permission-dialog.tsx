// Creating or editing a permission definition: its id (checked against the id rule before sending), an
// optional description, and the permissions it contains, ticked from the others of its scope.
import { useState, type ReactNode } from 'react';
import { KnownErrors } from '../../../protocol/errors/client';
import { useSectionAction } from '../../../react/shared/use-action';
import { Alert, FormDialog, TextField } from '../../../react/ui';
import { useConsoleT } from '../../i18n';
import { checkPermissionId, isSystemPermission } from './permission-id';
import { PermissionChecklist } from './permission-checklist';
import type { AdminPermissionDefinition, PermissionScope, PermissionScopeApi } from './scope-api';

/** What the dialog is open for: a new definition, or an existing one. */
export type PermissionDialogTarget = { kind: 'create' } | { kind: 'edit'; definition: AdminPermissionDefinition };

export interface PermissionDialogProps {
  target: PermissionDialogTarget | null;
  scope: PermissionScope;
  /** Every definition of the scope (the choices of "Contains"). */
  definitions: readonly AdminPermissionDefinition[];
  api: PermissionScopeApi;
  onClose(): void;
  /** After a successful write, with the id it now has. */
  onSaved(id: string, kind: PermissionDialogTarget['kind']): void;
}

export function PermissionDialog(props: PermissionDialogProps): ReactNode {
  // Mounted per opening: the fields start from the target each time.
  return props.target ? <PermissionDialogBody {...props} target={props.target} /> : null;
}

function PermissionDialogBody({ target, scope, definitions, api, onClose, onSaved }: PermissionDialogProps & { target: PermissionDialogTarget }): ReactNode {
  const t = useConsoleT();
  const editing = target.kind === 'edit' ? target.definition : null;
  const [id, setId] = useState(editing?.id ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [contained, setContained] = useState<ReadonlySet<string>>(() => new Set(editing?.containedPermissionIds ?? []));
  const [idError, setIdError] = useState<string | null>(null);
  // Local checks count as failures too, so focus goes to the invalid field.
  const [localFailures, setFailures] = useState(0);
  const action = useSectionAction((failure) => {
    if (failure instanceof KnownErrors.PermissionIdAlreadyExists) {
      setIdError(t('permissions.field.idTaken'));
      return t('permissions.field.idTaken');
    }
    if (failure instanceof KnownErrors.ContainedPermissionNotFound) return t('permissions.containedGone');
    return null;
  });
  const busy = action.busy !== null;
  // Custom permissions first, then the built-in ones (team scope only); never the permission itself.
  const choices = definitions
    .filter((definition) => definition.id !== editing?.id)
    .sort((a, b) => Number(isSystemPermission(a.id)) - Number(isSystemPermission(b.id)) || a.id.localeCompare(b.id));

  async function submit(): Promise<void> {
    const wanted = id.trim();
    const problem = checkPermissionId(wanted);
    if (problem !== null) {
      setIdError(t(problem === 'required' ? 'permissions.field.idRequired' : 'permissions.field.idInvalid'));
      action.setError(null);
      setFailures((count) => count + 1);
      return;
    }
    setIdError(null);
    const containedPermissionIds = choices.map((choice) => choice.id).filter((choiceId) => contained.has(choiceId));
    const text = description.trim();
    const ok = await action.run('save', () =>
      editing
        ? api.update(editing.id, { ...(wanted === editing.id ? {} : { id: wanted }), description: text, containedPermissionIds })
        : api.create({ id: wanted, ...(text === '' ? {} : { description: text }), containedPermissionIds }),
    );
    if (ok) onSaved(wanted, target.kind);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? t('permissions.dialog.edit', { id: editing.id }) : t(scope === 'team' ? 'permissions.dialog.createTeam' : 'permissions.dialog.createProject')}
      description={t(editing ? 'permissions.dialog.editDescription' : 'permissions.dialog.createDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t(editing ? 'permissions.submitSave' : 'permissions.submitCreate')}
      busyLabel={t(editing ? 'permissions.submitSaving' : 'permissions.submitCreating')}
      formClassName="stack-permission-form"
      onSubmit={() => void submit()}
      failureCount={action.failures + localFailures}
    >
      <TextField
        label={t('permissions.field.id')}
        name="permission-id"
        value={id}
        onValueChange={(value) => {
          setId(value);
          if (idError !== null) {
            setIdError(null);
            action.setError(null);
          }
        }}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={t('permissions.field.idHint')}
        error={idError}
        className="stack-permission-id-field"
      />
      <TextField
        label={t('permissions.field.description')}
        name="permission-description"
        value={description}
        onValueChange={setDescription}
        autoComplete="off"
        hint={t('permissions.field.descriptionHint')}
      />
      <PermissionChecklist
        legend={t('permissions.field.contains')}
        hint={t('permissions.field.containsHint')}
        empty={t('permissions.field.containsNone')}
        options={choices}
        selected={contained}
        disabled={busy}
        onToggle={(choiceId, checked) =>
          setContained((current) => {
            const next = new Set(current);
            if (checked) next.add(choiceId);
            else next.delete(choiceId);
            return next;
          })
        }
      />
      {action.error && idError === null ? <Alert>{action.error}</Alert> : null}
    </FormDialog>
  );
}
