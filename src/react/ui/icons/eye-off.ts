import { EyeOff as drawing } from 'lucide';
import { icon } from './icon';

export const EyeOff = /* @__PURE__ */ icon('eye-off', drawing);
