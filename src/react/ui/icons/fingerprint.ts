import { FingerprintPattern as drawing } from 'lucide';
import { icon } from './icon';

export const Fingerprint = /* @__PURE__ */ icon('fingerprint', drawing);
