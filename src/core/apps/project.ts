// The client view of a project (GET /projects/current), wire snake_case -> camelCase domain object.

import type { ClientProjectWire } from '../../protocol/wire';
import type { TrustedDomainPolicy } from '../auth/redirect';
import type { Project } from './shapes/project';

export function projectFromWire(wire: ClientProjectWire): Project {
  const c = wire.config;
  return {
    id: wire.id,
    displayName: wire.display_name,
    config: {
      signUpEnabled: c.sign_up_enabled,
      credentialEnabled: c.credential_enabled,
      magicLinkEnabled: c.magic_link_enabled,
      passkeyEnabled: c.passkey_enabled,
      clientTeamCreationEnabled: c.client_team_creation_enabled,
      clientUserDeletionEnabled: c.client_user_deletion_enabled,
      allowUserApiKeys: c.allow_user_api_keys,
      allowTeamApiKeys: c.allow_team_api_keys,
      oauthProviders: c.enabled_oauth_providers.map((p) => ({ id: p.id })),
      domains: c.domains.map((d) => ({ domain: d.domain, handlerPath: d.handler_path })),
      ...(c.allow_localhost === undefined ? {} : { allowLocalhost: c.allow_localhost }),
    },
  };
}

/**
 * What a project trusts as redirect targets. Older servers do not report allow_localhost; then
 * localhost is not trusted unless it is listed, which errs on the safe side.
 */
export function trustedDomainPolicy(project: Project): TrustedDomainPolicy {
  return {
    trustedDomains: project.config.domains.map((d) => d.domain),
    allowLocalhost: project.config.allowLocalhost ?? false,
  };
}
