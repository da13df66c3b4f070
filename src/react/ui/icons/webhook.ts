import { Webhook as drawing } from 'lucide';
import { icon } from './icon';

export const Webhook = /* @__PURE__ */ icon('webhook', drawing);
