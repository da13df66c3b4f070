// The UI icons (Lucide, a maintained set), in one place so every screen uses the same ones at one size. One module
// per icon (./icons/): the build takes each into the file of the screens that draw it, so the sign-in script does
// not carry the settings' icons; this list is side-effect free for the bundler (vite.config.ts), as a barrel must be.

export { iconProps, type IconProps, type LucideIcon } from './icons/icon';
export { ArrowLeft } from './icons/arrow-left';
export { Bell } from './icons/bell';
export { Building2 } from './icons/building';
export { Check } from './icons/check';
export { ChevronDown } from './icons/chevron-down';
export { ChevronsUpDown } from './icons/chevrons-up-down';
export { CircleAlert } from './icons/circle-alert';
export { CircleCheck } from './icons/circle-check';
export { Copy } from './icons/copy';
export { Ellipsis } from './icons/ellipsis';
export { Eye } from './icons/eye';
export { EyeOff } from './icons/eye-off';
export { FileText } from './icons/file-text';
export { Fingerprint } from './icons/fingerprint';
export { FolderKanban } from './icons/folder-kanban';
export { Globe } from './icons/globe';
export { Inbox } from './icons/inbox';
export { KeyRound } from './icons/key-round';
export { Laptop } from './icons/laptop';
export { LayoutDashboard } from './icons/layout-dashboard';
export { Link2 } from './icons/link-2';
export { LockKeyhole } from './icons/lock-keyhole';
export { LogOut } from './icons/log-out';
export { Mail } from './icons/mail';
export { Monitor } from './icons/monitor';
export { Palette } from './icons/palette';
export { Pencil } from './icons/pencil';
export { Plus } from './icons/plus';
export { RefreshCw } from './icons/refresh-cw';
export { Send } from './icons/send';
export { Settings } from './icons/settings';
export { ShieldCheck } from './icons/shield-check';
export { Smartphone } from './icons/smartphone';
export { Tablet } from './icons/tablet';
export { Trash2 } from './icons/trash';
export { TriangleAlert } from './icons/triangle-alert';
export { User } from './icons/user';
export { UserPlus } from './icons/user-plus';
export { UserRound } from './icons/user-round';
export { Users } from './icons/users';
export { Webhook } from './icons/webhook';
export { X } from './icons/x';
