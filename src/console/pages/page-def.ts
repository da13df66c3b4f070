import type { LucideIcon } from '../../react/ui/icons';
import type { ComponentType } from 'react';
import type { ConsoleMessageKey } from '../i18n';

/** The sidebar's two groups: the project's data, then its configuration. */
export type ConsolePageGroup = 'project' | 'configure';

/** One page of the project console: its sidebar entry and the component that fills the content. */
export interface ConsolePageDef {
  /** The value of the `page` attribute and of ConsoleLocation.page. */
  id: string;
  group: ConsolePageGroup;
  titleKey: ConsoleMessageKey;
  icon: LucideIcon;
  /** Reads the project, the admin app and navigation from useConsole(). */
  Component: ComponentType;
}
