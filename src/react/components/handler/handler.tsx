// StackHandler: the full-page screens under the handler base (SPEC.md §2), picked from the page URL.
// Unlike the inline widgets these are pages, so they redirect: `redirectMethod` puts a way to
// navigate in force on the app while the handler is mounted (the widget's shared app has 'none').

import { useLayoutEffect, type ReactNode } from 'react';
import type { RedirectMethod } from '../../../core/internal';
import { currentPageUrl } from '../../../core/internal';
import { DEFAULT_HANDLER_BASE } from '../../../protocol/constants';
import { useStackApp } from '../../hooks';
import { routeOfPath } from './match-route';
import { PageFrame } from './page-frame';
import { HANDLER_ROUTE_TABLE, NOT_FOUND_SCREEN, WIDE_ROUTES, type RouteScreen } from './routes';

export interface StackHandlerProps {
  /** The path the handler is served under; default DEFAULT_HANDLER_BASE ('/handler'). */
  handlerBase?: string;
  /** The page URL to route; default the current page's. */
  location?: string;
  /** How the pages redirect while mounted; default the app's own redirectMethod. */
  redirectMethod?: RedirectMethod;
  /** Show this route whatever the URL says (a page that hosts one route, e.g. <stack-mfa>). */
  route?: string;
}

/** The screen for `route`; unknown routes (and the bare base) get the page-not-found screen. */
export function screenFor(route: string | null): RouteScreen {
  return route !== null && Object.prototype.hasOwnProperty.call(HANDLER_ROUTE_TABLE, route) ? (HANDLER_ROUTE_TABLE[route] ?? NOT_FOUND_SCREEN) : NOT_FOUND_SCREEN;
}

export function StackHandler({ handlerBase = DEFAULT_HANDLER_BASE, location, redirectMethod, route: fixedRoute }: StackHandlerProps): ReactNode {
  const app = useStackApp();
  // A layout effect runs before any screen's effects, so a screen's first redirect already uses it.
  useLayoutEffect(() => (redirectMethod === undefined ? undefined : app.overrideRedirectMethod?.(redirectMethod)), [app, redirectMethod]);
  const url = new URL(location ?? currentPageUrl() ?? '/', 'http://handler.invalid');
  const route = fixedRoute ?? routeOfPath(url.pathname, handlerBase);
  const screen = screenFor(route);
  return (
    <PageFrame route={route ?? ''} wide={route !== null && WIDE_ROUTES.has(route)}>
      {screen({ handlerBase, query: url.searchParams })}
    </PageFrame>
  );
}
