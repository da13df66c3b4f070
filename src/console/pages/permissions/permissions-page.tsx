// The Permissions page: team and project permission definitions as two tabs, each a list of rows (id,
// description, contained permissions as badges) with create, edit and delete; the built-in team
// permissions are listed apart, read-only.
import { useId, useState, type ReactNode } from 'react';
import { SegmentedControl } from '../../../react/ui';
import { ConsoleSection, useHeadingFocus } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { PermissionScopePanel } from './permission-scope-panel';
import type { PermissionScope } from './scope-api';

export function PermissionsPage(): ReactNode {
  const t = useConsoleT();
  const baseId = useId();
  const heading = useHeadingFocus();
  const [scope, setScope] = useState<PermissionScope>('team');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <ConsoleSection id="permissions" title={t('permissions.title')} description={t('permissions.description')} notice={notice} headingRef={heading.ref}>
      <div className="stack-permissions-tabs">
        <SegmentedControl<PermissionScope>
          label={t('permissions.scopes')}
          options={[
            { id: 'team', label: t('permissions.scope.team') },
            { id: 'project', label: t('permissions.scope.project') },
          ]}
          value={scope}
          onChange={(next) => {
            setScope(next);
            setNotice(null);
          }}
          panelId={`${baseId}-panel`}
          idPrefix={`${baseId}-tab`}
        />
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${scope}`} className="stack-permissions-panel" data-scope={scope}>
        <PermissionScopePanel key={scope} scope={scope} onNotice={setNotice} focusHeading={heading.request} />
      </div>
    </ConsoleSection>
  );
}
