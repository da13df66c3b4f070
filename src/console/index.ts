// The owner console's React layer (only dist/stack-admin.js imports it; the end-user script never does).
export { ProjectAdmin, parseLocation, type ProjectAdminProps } from './project-admin';
export { ConsoleFailure } from './console-failure';
export type { OwnerCards } from './owner-sign-in';
export { ConsoleContext, useConsole, type ConsoleContextValue, type ConsoleEvent, type ConsoleLocation } from './console-context';
export { CONSOLE_PAGES, type ConsolePageDef, type ConsolePageGroup } from './pages';
export { consoleCss } from './styles';
export { consoleEn, useConsoleT, type ConsoleMessageKey } from './i18n';
