import { X as drawing } from 'lucide';
import { icon } from './icon';

export const X = /* @__PURE__ */ icon('x', drawing);
