// Dot-notation paths (PROTOCOL.md §5.27) walked into plain JSON objects, safely. The one place that
// splits a dotted key and reads or writes along it: a segment that names the prototype machinery is
// refused, and every read and write uses own properties only, so no path of one project's config can
// reach Object.prototype, which every project of the process shares.
import type { Json } from '../../src/protocol/schema';

export type JsonObject = { [key: string]: Json };

/** Property names that reach an object's prototype (or its constructor's) instead of a key of its own. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isUnsafeKey = (key: string): boolean => UNSAFE_KEYS.has(key);

/** A dotted path with a prototype segment reached a walker (input checks should have refused it first). */
export class UnsafePathError extends Error {
  override readonly name = 'UnsafePathError';
  constructor(readonly path: string) {
    super(`The key "${path}" is not valid (nested object not found in schema: "${path}").`);
  }
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path up to and including its first prototype segment, or null when it has none. */
export function unsafePrefix(path: string): string | null {
  const segments = path.split('.');
  const at = segments.findIndex(isUnsafeKey);
  return at < 0 ? null : segments.slice(0, at + 1).join('.');
}

/** The segments of a dotted path; UnsafePathError when one names the prototype. */
export function pathSegments(path: string): string[] {
  const segments = path.split('.');
  if (segments.some(isUnsafeKey)) throw new UnsafePathError(path);
  return segments;
}

/**
 * The first path under `value` (prefixed by `prefix`) whose key, or a segment of whose dotted key, names
 * the prototype; null when there is none. Iterative, so a deep value cannot overflow the stack.
 */
export function findUnsafePath(value: Json, prefix: string): string | null {
  const pending: [Json, string][] = [[value, prefix]];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [node, path] = item;
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, inner] of Object.entries(node)) {
      const unsafe = Array.isArray(node) ? null : unsafePrefix(key);
      if (unsafe !== null) return joinPath(path, unsafe);
      pending.push([inner, joinPath(path, key)]);
    }
  }
  return null;
}

const joinPath = (prefix: string, key: string): string => (prefix === '' ? key : `${prefix}.${key}`);

/** Sets an own enumerable property, whatever the key: never the `__proto__` setter of Object.prototype. */
export function setOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An own property's value; inherited ones (toString, constructor, …) read as absent. */
export const getOwn = (target: JsonObject, key: string): Json | undefined => (Object.hasOwn(target, key) ? target[key] : undefined);

/** The value at a dotted path of a tree, undefined when absent. */
export function getAtPath(tree: JsonObject, path: string): Json | undefined {
  let node: Json | undefined = tree;
  for (const segment of pathSegments(path)) {
    if (!isObject(node)) return undefined;
    node = getOwn(node, segment);
  }
  return node;
}

/** A copy of `tree` with `value` at the dotted `path` (objects created as needed); null removes the key. */
export function setAtPath(tree: JsonObject, path: string, value: Json): JsonObject {
  const segments = pathSegments(path);
  const out = structuredClone(tree);
  let node: JsonObject = out;
  for (const segment of segments.slice(0, -1)) {
    const next = getOwn(node, segment);
    if (isObject(next)) node = next;
    else {
      const created: JsonObject = {};
      setOwn(node, segment, created);
      node = created;
    }
  }
  const last = segments[segments.length - 1]!;
  if (value === null) delete node[last];
  else setOwn(node, last, structuredClone(value));
  return out;
}
