// The id rule of custom permission definitions (PROTOCOL.md §4.7): lower-case letters, digits, `_` and `:`.
// System ids start with `$` and exist in the team scope only; nobody creates or edits them.

const CUSTOM_ID = /^[a-z0-9_:]+$/;

export type PermissionIdProblem = 'required' | 'invalid' | null;

export function checkPermissionId(id: string): PermissionIdProblem {
  if (id === '') return 'required';
  return CUSTOM_ID.test(id) ? null : 'invalid';
}

export function isSystemPermission(id: string): boolean {
  return id.startsWith('$');
}
