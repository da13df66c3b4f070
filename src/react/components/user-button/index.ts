export { UserButton, type UserButtonProps } from './user-button';
export { userButtonCss } from './styles';
