import { ArrowLeft as drawing } from 'lucide';
import { icon } from './icon';

export const ArrowLeft = /* @__PURE__ */ icon('arrow-left', drawing);
