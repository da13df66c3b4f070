// The React layer: provider, hooks, components, i18n and theme (for React apps and the widget).

import { installImportedPasswordCheck } from './password/import-loader';

export { StackProvider, StackContext, type StackProviderProps, type StackContextValue, type RunAction } from './provider';
export {
  useStackApp,
  useUser,
  useUserState,
  useProject,
  useProjectState,
  useRunAction,
  useTranslation,
  type UserState,
  type ProjectState,
} from './hooks';
export { SignIn, signInCss, type SignInProps } from './components/sign-in';
export { MagicLinkSignIn, MagicLinkCallback, type MagicLinkSignInProps, type MagicLinkCallbackProps } from './components/magic-link';
export { PasskeySignIn, describePasskeyError, type PasskeySignInProps } from './components/passkey';
export { OAuthButtons, OAuthCallback, providerDisplayName, type OAuthButtonsProps, type OAuthCallbackProps } from './components/oauth';
export { SignUp, signUpCss, validateSignUp, type SignUpProps } from './components/sign-up';
export { UserButton, userButtonCss, type UserButtonProps } from './components/user-button';
export { TeamSwitcher, teamSwitcherCss, type TeamSwitcherProps } from './components/team-switcher';
export { TeamInvitation, type TeamInvitationProps } from './components/team-invitation';
export { ForgotPassword, type ForgotPasswordProps } from './components/forgot-password';
export { PasswordReset, validateNewPassword, type PasswordResetProps } from './components/password-reset';
export { EmailVerification, type EmailVerificationProps } from './components/email-verification';
export { Mfa, MfaForm, mfaCss, useMfaStep, TOTP_DIGITS, type MfaProps, type MfaStep } from './components/mfa';
export { CliAuthConfirm, type CliAuthConfirmProps } from './components/cli-auth-confirm';
export { AccountSettings, ACCOUNT_SECTIONS, ACCOUNT_SECTION_IDS, accountSettingsCss, useCached, type AccountSettingsProps, type AccountSectionDef, type CachedState } from './components/account-settings';
export { StackHandler, HANDLER_ROUTE_TABLE, handlerCss, routeOfPath, type StackHandlerProps, type RouteContext, type RouteScreen } from './components/handler';
export { t, registerLocale, setMessages, setLocale, getLocale, interpolate, en, LOCALE_CODES, resolveLocale, localeDirection, pluralCategory, type MessageKey, type Messages, type Translate, type TranslateKey, type LocaleCode } from './i18n';
export { setLocaleLoader, ensureLocale, type LocaleLoader, type LocaleStatus } from './i18n/loader';
export { useLocaleStatus, useDateTimeFormat } from './i18n/use-locale';
export { setPasswordCheckLoader, type PasswordCheck, type PasswordCheckLoader, type PasswordVerdict, type PasswordScore } from './password/verdict';
export { themeCss, themeTokens, ThemeScope, resolveTheme, THEME_SETTINGS, type ThemeToken, type ThemeSetting, type ThemeName, type ThemeScopeProps } from './theme';
export * as ui from './ui';
export { describeFailure, errorToText, isNetworkFailure, type FailureContext, type FailureWords, type FieldName } from './errors';

export { allComponentsCss, lightDomThemeCss } from './all-css';

// Strength hints and the common-password refusal load their lists on demand (setPasswordCheckLoader replaces this).
installImportedPasswordCheck();
