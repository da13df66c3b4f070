// The Project settings page: name and description, what people may do themselves, default
// permissions, and deleting the project.

import type { ReactNode } from 'react';
import { DangerSection } from './danger-section';
import { GeneralSection } from './general-section';
import { PermissionsSection } from './permissions-section';
import { SwitchesSection } from './switches-section';

export function SettingsPage(): ReactNode {
  return (
    <div className="stack-console-config">
      <GeneralSection />
      <SwitchesSection />
      <PermissionsSection />
      <DangerSection />
    </div>
  );
}
