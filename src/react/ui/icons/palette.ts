import { Palette as drawing } from 'lucide';
import { icon } from './icon';

export const Palette = /* @__PURE__ */ icon('palette', drawing);
