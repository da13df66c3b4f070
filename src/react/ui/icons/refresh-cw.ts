import { RefreshCw as drawing } from 'lucide';
import { icon } from './icon';

export const RefreshCw = /* @__PURE__ */ icon('refresh-cw', drawing);
