// Where the OAuth endpoints may send a browser back: a trusted URL of the project, or the mobile SDK's
// native-app scheme (Stack's isAcceptedNativeAppUrl).
import type { ProjectRecord } from '../projects/store';
import { isTrustedUrl } from '../projects/trusted-urls';

const NATIVE_SCHEME = 'stack-auth-mobile-oauth-url:';

export function isAcceptedRedirect(project: ProjectRecord, url: string): boolean {
  return url.startsWith(NATIVE_SCHEME) || isTrustedUrl(project.config, url);
}
