import { Webhook } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { WebhooksPage } from './webhooks-page';

export { webhooksCss } from './styles';
export { webhooksStrings } from './strings';

export const webhooksPage: ConsolePageDef = { id: 'webhooks', group: 'configure', titleKey: 'webhooks.title', icon: Webhook, Component: WebhooksPage };
