import { UserPlus as drawing } from 'lucide';
import { icon } from './icon';

export const UserPlus = /* @__PURE__ */ icon('user-plus', drawing);
