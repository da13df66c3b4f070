import { Settings as drawing } from 'lucide';
import { icon } from './icon';

export const Settings = /* @__PURE__ */ icon('settings', drawing);
