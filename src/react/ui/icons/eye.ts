import { Eye as drawing } from 'lucide';
import { icon } from './icon';

export const Eye = /* @__PURE__ */ icon('eye', drawing);
