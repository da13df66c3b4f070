import { ChevronsUpDown as drawing } from 'lucide';
import { icon } from './icon';

export const ChevronsUpDown = /* @__PURE__ */ icon('chevrons-up-down', drawing);
