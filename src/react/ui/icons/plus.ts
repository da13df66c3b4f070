import { Plus as drawing } from 'lucide';
import { icon } from './icon';

export const Plus = /* @__PURE__ */ icon('plus', drawing);
