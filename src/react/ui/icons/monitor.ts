import { Monitor as drawing } from 'lucide';
import { icon } from './icon';

export const Monitor = /* @__PURE__ */ icon('monitor', drawing);
