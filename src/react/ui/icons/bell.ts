import { Bell as drawing } from 'lucide';
import { icon } from './icon';

export const Bell = /* @__PURE__ */ icon('bell', drawing);
