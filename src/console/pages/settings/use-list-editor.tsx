// A list of the project's configuration edited in dialogs (OAuth providers, trusted domains): which entry
// is being added, edited or removed, the notice after a change, and focus on the section heading once a
// removed row (and its menu) is gone. One place, so both pages behave alike.

import { useRef, useState, type ReactNode } from 'react';
import { Button, iconProps, Plus } from '../../../react/ui';
import { useHeadingFocus } from '../../console-section';

export interface ListEditor<K> {
  /** 'add', the entry being edited, or null when no dialog is open. */
  editing: 'add' | K | null;
  edit(key: K): void;
  closeEditor(): void;
  removing: K | null;
  askRemove(key: K): void;
  notice: string | null;
  setNotice(text: string | null): void;
  heading: ReturnType<typeof useHeadingFocus>;
  /** Runs the removal write; on success shows `notice` and moves focus to the heading when the dialog closes. */
  remove(write: (key: K) => Promise<boolean>, notice: string): Promise<boolean>;
  /** The confirmation dialog's onClose. */
  closeRemoval(): void;
  /** The section's "Add …" button (also the empty state's action). */
  addButton(label: string, disabled?: boolean): ReactNode;
}

export function useListEditor<K>(): ListEditor<K> {
  const [editing, setEditing] = useState<'add' | K | null>(null);
  const [removing, setRemoving] = useState<K | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useHeadingFocus();
  // Set by a successful removal, read when its dialog closes.
  const removed = useRef(false);

  return {
    editing,
    edit: (key) => setEditing(key),
    closeEditor: () => setEditing(null),
    removing,
    askRemove: (key) => setRemoving(key),
    notice,
    setNotice,
    heading,
    async remove(write, text) {
      if (removing === null) return true;
      const ok = await write(removing);
      if (ok) setNotice(text);
      removed.current = ok;
      return ok;
    },
    closeRemoval() {
      setRemoving(null);
      if (removed.current) heading.request();
      removed.current = false;
    },
    addButton: (label, disabled = false) => (
      <Button
        variant="secondary"
        size="sm"
        className="stack-section-action"
        icon={<Plus {...iconProps} />}
        disabled={disabled}
        onClick={() => {
          setNotice(null);
          setEditing('add');
        }}
      >
        {label}
      </Button>
    ),
  };
}
