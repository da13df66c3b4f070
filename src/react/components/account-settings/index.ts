export { AccountSettings, type AccountSettingsProps } from './account-settings';
export { ACCOUNT_SECTIONS, ACCOUNT_SECTION_IDS, TEAM_SECTION_PREFIX, teamSectionId, type AccountSectionDef } from './sections';
export { accountSettingsCss } from './styles';
export { useCached, type CachedState } from '../../shared/use-cached';
