import { Laptop as drawing } from 'lucide';
import { icon } from './icon';

export const Laptop = /* @__PURE__ */ icon('laptop', drawing);
