// API keys of one team (shown to holders of $manage_api_keys when the project allows team keys). Filled in by helper I.
import type { ReactNode } from 'react';
import type { TeamPanelProps } from './team-panel-props';

export function TeamApiKeysPanel(_props: TeamPanelProps): ReactNode {
  return null;
}
