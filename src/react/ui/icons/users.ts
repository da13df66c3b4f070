import { Users as drawing } from 'lucide';
import { icon } from './icon';

export const Users = /* @__PURE__ */ icon('users', drawing);
