import { CircleCheck as drawing } from 'lucide';
import { icon } from './icon';

export const CircleCheck = /* @__PURE__ */ icon('circle-check', drawing);
