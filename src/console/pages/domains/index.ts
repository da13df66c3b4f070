import { Globe } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { DomainsPage } from './domains-page';

export { domainsCss } from './styles';
export { domainsStrings } from './strings';

export const domainsPage: ConsolePageDef = { id: 'domains', group: 'configure', titleKey: 'domains.title', icon: Globe, Component: DomainsPage };
