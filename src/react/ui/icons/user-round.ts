import { UserRound as drawing } from 'lucide';
import { icon } from './icon';

export const UserRound = /* @__PURE__ */ icon('user-round', drawing);
