// Which handler route a page URL names: the first path segment after the handler base.

import { DEFAULT_HANDLER_BASE } from '../../../protocol/constants';

/** The route segment of `pathname` under `handlerBase` ('' for the base itself), or null when outside it. */
export function routeOfPath(pathname: string, handlerBase: string = DEFAULT_HANDLER_BASE): string | null {
  const base = `/${handlerBase.replace(/^\/+|\/+$/g, '')}`;
  const path = pathname.replace(/\/+$/, '');
  if (base === '/') return path.replace(/^\/+/, '').split('/')[0] ?? '';
  if (path === base) return '';
  if (!path.startsWith(`${base}/`)) return null;
  return decodeURIComponent(path.slice(base.length + 1).split('/')[0] ?? '');
}

/** `${base}/${route}` without doubled or missing slashes. */
export function routeUrl(handlerBase: string, route: string): string {
  return `${handlerBase.replace(/\/+$/, '')}/${route}`;
}
