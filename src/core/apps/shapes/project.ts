// The project as the client sees it (GET /projects/current, camelCase): plain data shapes (a leaf module).

export interface ProjectConfig {
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  allowUserApiKeys: boolean;
  allowTeamApiKeys: boolean;
  oauthProviders: { id: string }[];
  domains: { domain: string; handlerPath: string }[];
  /** Whether localhost redirect targets are trusted; absent when the server does not report it. */
  allowLocalhost?: boolean;
}

export interface Project {
  id: string;
  displayName: string;
  config: ProjectConfig;
}
