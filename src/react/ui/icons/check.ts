import { Check as drawing } from 'lucide';
import { icon } from './icon';

export const Check = /* @__PURE__ */ icon('check', drawing);
