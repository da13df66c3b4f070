export { OAuthButtons, type OAuthButtonsProps } from './oauth-buttons';
export { OAuthCallback, type OAuthCallbackProps } from './oauth-callback';
export { providerDisplayName } from '../../shared/provider-names';
