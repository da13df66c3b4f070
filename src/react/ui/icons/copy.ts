import { Copy as drawing } from 'lucide';
import { icon } from './icon';

export const Copy = /* @__PURE__ */ icon('copy', drawing);
