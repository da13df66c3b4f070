// A list of permissions to tick (what a permission contains, what a team member holds): native checkboxes
// in a fieldset, each with the permission's id and description. The Teams page reuses it.
import { useId, type ReactNode } from 'react';
import type { AdminPermissionDefinition } from './scope-api';

export interface PermissionChecklistProps {
  legend: string;
  hint?: string;
  /** Shown instead of the list when there is nothing to tick. */
  empty: string;
  options: readonly AdminPermissionDefinition[];
  selected: ReadonlySet<string>;
  onToggle(id: string, checked: boolean): void;
  disabled?: boolean;
}

export function PermissionChecklist({ legend, hint, empty, options, selected, onToggle, disabled }: PermissionChecklistProps): ReactNode {
  const baseId = useId();
  return (
    <fieldset className="stack-permission-checklist" aria-describedby={hint ? `${baseId}-hint` : undefined} disabled={disabled}>
      <legend className="stack-label">{legend}</legend>
      {hint ? (
        <p className="stack-hint" id={`${baseId}-hint`}>
          {hint}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className="stack-permission-checklist-empty">{empty}</p>
      ) : (
        <ul className="stack-permission-checklist-items">
          {options.map((option) => {
            const id = `${baseId}-${option.id}`;
            return (
              <li key={option.id} className="stack-permission-checklist-item">
                <input
                  id={id}
                  type="checkbox"
                  name="permission"
                  value={option.id}
                  checked={selected.has(option.id)}
                  onChange={(event) => onToggle(option.id, event.currentTarget.checked)}
                  aria-describedby={option.description ? `${id}-description` : undefined}
                />
                <div className="stack-permission-checklist-text">
                  <label htmlFor={id}>
                    <code className="stack-permission-id">{option.id}</code>
                  </label>
                  {option.description ? (
                    <span className="stack-permission-checklist-description" id={`${id}-description`}>
                      {option.description}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
