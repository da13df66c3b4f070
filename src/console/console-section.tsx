// A console page's frame: the account-settings section (title, one-line description, an action beside
// the title, failure and success lines), so the console and the settings read alike.
export { Section as ConsoleSection, useHeadingFocus, type SectionProps as ConsoleSectionProps } from '../react/shared/section';
