import { Ellipsis as drawing } from 'lucide';
import { icon } from './icon';

export const Ellipsis = /* @__PURE__ */ icon('ellipsis', drawing);
