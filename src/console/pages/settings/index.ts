import { Settings } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { SettingsPage } from './settings-page';

export { settingsCss } from './styles';
export { settingsStrings } from './strings';

export const settingsPage: ConsolePageDef = { id: 'settings', group: 'configure', titleKey: 'settings.title', icon: Settings, Component: SettingsPage };
