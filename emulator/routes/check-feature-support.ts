// POST /check-feature-support: a 200 in plain text saying the named feature is not supported yet.
import { featureSupportEndpoints as e } from '../../src/protocol/endpoints/check-feature-support';
import { text } from '../http';
import { openRoute, type RouteDef } from '../routing';

/** How the body's `feature_name` reads in the sentence; an object never runs its own `toString` (a JSON one could hold a string there). */
function featureName(body: unknown): string {
  const name = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).feature_name : undefined;
  if (name === undefined || name === null) return 'This feature';
  return typeof name === 'object' ? Object.prototype.toString.call(name) : String(name);
}

export const featureSupportRoutes: RouteDef[] = [
  openRoute(e.check, async (_c, { body }) =>
    // The answer echoes the caller's text: never sniffed as anything but text.
    text(`${featureName(body)} is not yet supported. Please reach out to Stack support for more information.`, 200, { 'x-content-type-options': 'nosniff' }),
  ),
];
