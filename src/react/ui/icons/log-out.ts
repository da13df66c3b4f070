import { LogOut as drawing } from 'lucide';
import { icon } from './icon';

export const LogOut = /* @__PURE__ */ icon('log-out', drawing);
