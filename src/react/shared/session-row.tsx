// One session as a row, shared by account settings (the user's own devices) and the console (a user's
// sessions): its icon, its device and where it is, its marks, when it began and was last used, and its action.
import type { LucideIcon } from '../ui/icons';
import type { ReactNode } from 'react';
import type { ActiveSession } from '../../core/internal';
import { iconProps, Laptop, Smartphone, Tablet } from '../ui/icons';
import { parseUserAgent, type DeviceInfo, type DeviceKind } from './user-agent';
import { Row } from '../ui/row';

/** Where a session is, as the server knows it: "City, region, country", else its IP, else nothing. */
export function sessionWhere(session: ActiveSession): { place: string } | { ip: string } | null {
  const geo = session.geoInfo;
  if (!geo) return null;
  const place = [geo.cityName, geo.regionCode, geo.countryCode].filter((part): part is string => !!part).join(', ');
  return place ? { place } : { ip: geo.ip };
}

/** The device a session ran on, from its User-Agent (recorded by the server, or this browser's own). */
export function sessionDevice(session: ActiveSession): DeviceInfo {
  return parseUserAgent(session.userAgent);
}

/** "Safari on iOS" in the caller's words (`both`), or whichever half is known; null when the User-Agent told nothing. */
export function deviceName({ browser, os }: DeviceInfo, both: (names: { browser: string; os: string }) => string): string | null {
  return browser && os ? both({ browser, os }) : (browser ?? os);
}

/** The icon of a device kind; `unknown` where the User-Agent said nothing recognisable. */
export function deviceIcon(kind: DeviceKind | null, unknown: LucideIcon): LucideIcon {
  return kind === 'phone' ? Smartphone : kind === 'tablet' ? Tablet : kind === 'desktop' ? Laptop : unknown;
}

/** The device in use now first, the others in the server's order (newest first). */
export function currentFirst(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions.filter((s) => s.isCurrentSession), ...sessions.filter((s) => !s.isCurrentSession)];
}

export interface SessionRowProps {
  session: ActiveSession;
  icon: LucideIcon;
  title: string;
  badges: ReactNode;
  /** Already worded details: where, "Signed in …", "Last used …". */
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
