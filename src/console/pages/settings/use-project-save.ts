// Saving the open project's settings from the configuration pages (auth methods, domains, settings): one
// save at a time, then the project is read again and `project-changed` (updated) goes out. A refusal of
// production mode keeps its problems (SPEC.md §5) so each page can show them beside what they concern.

import { useState } from 'react';
import { TrustedDomainsError, type AdminProjectUpdateOptions, type TrustedDomainProblem } from '../../../core/internal';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';
import { useConsole } from '../../console-context';

export interface SaveFailure {
  /** The save that failed (the name given to save()). */
  name: string;
  /** A sentence for anything but production-mode problems, else null. */
  message: string | null;
  /** What production mode refused; nothing was sent. */
  problems: readonly TrustedDomainProblem[];
}

export interface ProjectSave {
  /** The name of the save running now, null when idle. */
  busy: string | null;
  failure: SaveFailure | null;
  /** Saves `options`; true when saved. Counts each success in `saved[name]` (for SavedNote keys). */
  save(name: string, options: AdminProjectUpdateOptions): Promise<boolean>;
  /** Runs any other write the same way (busy, failure in words, reload, event). */
  run(name: string, write: () => Promise<unknown>): Promise<boolean>;
  clear(): void;
  /** How many times each save succeeded. */
  saved: Readonly<Record<string, number>>;
}

export function useProjectSave(): ProjectSave {
  const { project, reloadProject, emit } = useConsole();
  const t = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saved, setSaved] = useState<Record<string, number>>({});

  async function run(name: string, write: () => Promise<unknown>): Promise<boolean> {
    if (busy !== null) return false;
    setBusy(name);
    setFailure(null);
    try {
      await write();
      await reloadProject();
      emit({ type: 'project-changed', projectId: project.id, reason: 'updated' });
      setSaved((counts) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }));
      return true;
    } catch (error) {
      if (error instanceof TrustedDomainsError) setFailure({ name, message: null, problems: error.problems });
      else setFailure({ name, message: describeFailure(error, t).message, problems: [] });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    failure,
    saved,
    run,
    save: (name, options) => run(name, () => project.update(options)),
    clear: () => setFailure(null),
  };
}
