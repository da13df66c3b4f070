import { Pencil as drawing } from 'lucide';
import { icon } from './icon';

export const Pencil = /* @__PURE__ */ icon('pencil', drawing);
