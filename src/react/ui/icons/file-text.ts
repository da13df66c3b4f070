import { FileText as drawing } from 'lucide';
import { icon } from './icon';

export const FileText = /* @__PURE__ */ icon('file-text', drawing);
