export { TeamSwitcher, type TeamSwitcherProps } from './team-switcher';
export { teamSwitcherCss } from './styles';
