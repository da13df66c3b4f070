import { ChevronDown as drawing } from 'lucide';
import { icon } from './icon';

export const ChevronDown = /* @__PURE__ */ icon('chevron-down', drawing);
