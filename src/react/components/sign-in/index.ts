export { SignIn, type SignInProps } from './sign-in';
export { signInCss } from './styles';
