import { LayoutDashboard } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { OverviewPage } from './overview-page';

export { overviewCss } from './styles';
export { overviewStrings } from './strings';

export const overviewPage: ConsolePageDef = { id: 'overview', group: 'project', titleKey: 'overview.title', icon: LayoutDashboard, Component: OverviewPage };
