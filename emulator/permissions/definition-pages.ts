// Pages of a definition list (the paginated form newer SDKs ask for): filtered by a free-text query on
// id and description, in id order, each page starting at the id its cursor names.
import type { PermissionDefinitionListQuery } from '../../src/protocol/wire/permissions';
import type { PermissionDefinition } from './definitions';

export interface DefinitionPage {
  items: PermissionDefinition[];
  nextCursor: string | null;
}

/** `sorted` must be in id order (listDefinitions). */
export function definitionPage(sorted: readonly PermissionDefinition[], query: PermissionDefinitionListQuery & { limit: string }): DefinitionPage {
  const needle = query.query?.toLowerCase();
  const matching = needle ? sorted.filter((d) => d.id.toLowerCase().includes(needle) || (d.description ?? '').toLowerCase().includes(needle)) : [...sorted];
  const start = query.cursor === undefined ? 0 : matching.findIndex((d) => d.id >= query.cursor!);
  const from = start === -1 ? matching.length : start;
  const limit = Number(query.limit);
  return { items: matching.slice(from, from + limit), nextCursor: matching[from + limit]?.id ?? null };
}
