import { FolderKanban as drawing } from 'lucide';
import { icon } from './icon';

export const FolderKanban = /* @__PURE__ */ icon('folder-kanban', drawing);
