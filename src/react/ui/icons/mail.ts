import { Mail as drawing } from 'lucide';
import { icon } from './icon';

export const Mail = /* @__PURE__ */ icon('mail', drawing);
