// The project as the client sees it (GET /projects/current, camelCase): plain data shapes (a leaf module).

/** The switches every view of a project's config carries (the client's and the owner's). */
export interface ProjectSwitches {
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  allowUserApiKeys: boolean;
  allowTeamApiKeys: boolean;
}

export interface ProjectConfig extends ProjectSwitches {
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
