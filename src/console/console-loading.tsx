// The console's shape in grey while the owner and the project load: the settings shell's skeleton, since
// the console is laid out as that shell (heading, sidebar, a section's title and rows), so nothing jumps.
export { SettingsSkeleton as ConsoleLoading } from '../react/shared/settings-skeleton';
