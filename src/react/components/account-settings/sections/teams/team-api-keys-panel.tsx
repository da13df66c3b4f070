// A team's API keys tab, shown only when the project allows team keys and the user holds
// $manage_api_keys in the team (others would get API_KEY_NOT_FOUND, PROTOCOL.md §5.17).
import type { ReactNode } from 'react';
import { StackHttpError } from '../../../../../core/internal';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { useTranslation } from '../../../../hooks';
import { ApiKeyManager } from '../api-keys/api-key-manager';
import type { TeamPanelProps } from './team-panel-props';
import { useTeamPermission } from './use-team-permission';

export function TeamApiKeysPanel({ user, project, team }: TeamPanelProps): ReactNode {
  const allowed = useTeamPermission(user, team, '$manage_api_keys');
  if (!project.config.allowTeamApiKeys || allowed !== true) return null;
  // Keyed by team so a switch of team starts with no key value or dialog of the previous team.
  return <TeamApiKeysBody key={team.id} user={user} project={project} team={team} />;
}

function TeamApiKeysBody({ team }: TeamPanelProps): ReactNode {
  const t = useTranslation();
  return (
    <ApiKeyManager
      keys={team.apiKeysCache()}
      createKey={(options) => team.createApiKey(options)}
      sectionId="team-api-keys"
      title={t('settings.teamPermissions.apiKeysTitle')}
      description={t('settings.teamPermissions.apiKeysDescription')}
      emptyText={t('settings.teamPermissions.apiKeysEmpty')}
      describeFailure={(failure) => {
        // The feature switch answers plain text; a lost $manage_api_keys answers API_KEY_NOT_FOUND (§5.17).
        if (failure instanceof StackHttpError && failure.status === 400 && /not enabled/.test(failure.body)) return t('settings.teamPermissions.apiKeysDisabled');
        if (failure instanceof KnownErrors.ApiKeyNotFound) return t('settings.teamPermissions.apiKeysForbidden');
        return null;
      }}
    />
  );
}
