import { KeyRound as drawing } from 'lucide';
import { icon } from './icon';

export const KeyRound = /* @__PURE__ */ icon('key-round', drawing);
