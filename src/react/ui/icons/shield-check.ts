import { ShieldCheck as drawing } from 'lucide';
import { icon } from './icon';

export const ShieldCheck = /* @__PURE__ */ icon('shield-check', drawing);
