import { LockKeyhole as drawing } from 'lucide';
import { icon } from './icon';

export const LockKeyhole = /* @__PURE__ */ icon('lock-keyhole', drawing);
