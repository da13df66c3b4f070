import { Building as drawing } from 'lucide';
import { icon } from './icon';

export const Building2 = /* @__PURE__ */ icon('building', drawing);
