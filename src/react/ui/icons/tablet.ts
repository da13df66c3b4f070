import { Tablet as drawing } from 'lucide';
import { icon } from './icon';

export const Tablet = /* @__PURE__ */ icon('tablet', drawing);
