import { TriangleAlert as drawing } from 'lucide';
import { icon } from './icon';

export const TriangleAlert = /* @__PURE__ */ icon('triangle-alert', drawing);
