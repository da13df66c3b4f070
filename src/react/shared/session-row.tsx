// One session as a row, shared by account settings (the user's own devices) and the console (a user's
// sessions): its icon, where it is, its marks, when it began and was last used, and its action.
import type { LucideIcon } from '../ui/icons';
import type { ReactNode } from 'react';
import type { ActiveSession } from '../../core/apps/user/sessions';
import { iconProps } from '../ui/icons';
import { Row } from '../ui/row';

/** Where a session is, as the server knows it: "City, region, country", else its IP, else nothing. */
export function sessionWhere(session: ActiveSession): { place: string } | { ip: string } | null {
  const geo = session.geoInfo;
  if (!geo) return null;
  const place = [geo.cityName, geo.regionCode, geo.countryCode].filter((part): part is string => !!part).join(', ');
  return place ? { place } : { ip: geo.ip };
}

export interface SessionRowProps {
  session: ActiveSession;
  icon: LucideIcon;
  title: string;
  badges: ReactNode;
  /** Already worded: "Signed in …", "Last used …". */
  times: readonly string[];
  actions: ReactNode;
}

export function SessionRow({ session, icon: Icon, title, badges, times, actions }: SessionRowProps): ReactNode {
  return (
    <Row
      className="stack-settings-row-wrap"
      data-session-id={session.id}
      data-current={session.isCurrentSession ? 'true' : undefined}
      data-impersonation={session.isImpersonation ? 'true' : undefined}
      leading={<Icon {...iconProps} />}
      title={title}
      badges={badges}
      description={
        <span className="stack-session-times">
          {times.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </span>
      }
      actions={actions}
    />
  );
}
