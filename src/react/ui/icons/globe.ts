import { Globe as drawing } from 'lucide';
import { icon } from './icon';

export const Globe = /* @__PURE__ */ icon('globe', drawing);
