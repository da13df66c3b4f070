export { SignUp, type SignUpProps } from './sign-up';
export { signUpCss } from './styles';
export { validateSignUp, validateSignUpFields, DEFAULT_PASSWORD_BOUNDS, type PasswordBounds, type SignUpInput, type ValidationProblem } from './validate';
