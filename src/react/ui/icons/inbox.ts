import { Inbox as drawing } from 'lucide';
import { icon } from './icon';

export const Inbox = /* @__PURE__ */ icon('inbox', drawing);
