import { User as drawing } from 'lucide';
import { icon } from './icon';

export const User = /* @__PURE__ */ icon('user', drawing);
