import { Smartphone as drawing } from 'lucide';
import { icon } from './icon';

export const Smartphone = /* @__PURE__ */ icon('smartphone', drawing);
