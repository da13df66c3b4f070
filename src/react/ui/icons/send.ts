import { Send as drawing } from 'lucide';
import { icon } from './icon';

export const Send = /* @__PURE__ */ icon('send', drawing);
