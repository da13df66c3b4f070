import { CircleAlert as drawing } from 'lucide';
import { icon } from './icon';

export const CircleAlert = /* @__PURE__ */ icon('circle-alert', drawing);
