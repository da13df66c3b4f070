import { Link2 as drawing } from 'lucide';
import { icon } from './icon';

export const Link2 = /* @__PURE__ */ icon('link-2', drawing);
