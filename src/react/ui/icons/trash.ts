import { Trash2 as drawing } from 'lucide';
import { icon } from './icon';

export const Trash2 = /* @__PURE__ */ icon('trash', drawing);
