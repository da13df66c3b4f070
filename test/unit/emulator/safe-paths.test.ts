// The one walker of dotted config paths (emulator/projects/safe-paths.ts) and the JSON depth check
// (emulator/middleware/json-depth.ts): prototype segments refused, own properties only, no recursion.
import { describe, expect, it } from 'vitest';
import { defaultProjectConfig, mergeProjectConfig, ProjectConfigError } from '../../../emulator/projects/config';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../../emulator/middleware/json-depth';
import { findUnsafePath, getAtPath, setAtPath, UnsafePathError } from '../../../emulator/projects/safe-paths';

describe('safe paths', () => {
  it('refuses a prototype segment anywhere in a path, for reads and writes', () => {
    for (const path of ['__proto__.x', 'a.constructor.prototype.x', 'a.prototype', 'a.b.__proto__']) {
      expect(() => setAtPath({}, path, 'x')).toThrow(UnsafePathError);
      expect(() => setAtPath({}, path, null)).toThrow(UnsafePathError);
      expect(() => getAtPath({}, path)).toThrow(UnsafePathError);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads own properties only and writes plain own data properties', () => {
    expect(getAtPath({ a: {} }, 'a.toString')).toBeUndefined();
    const tree = setAtPath({ a: { keep: 1 } }, 'a.b.c', { d: true });
    expect(tree).toEqual({ a: { keep: 1, b: { c: { d: true } } } });
    expect(setAtPath(tree, 'a.keep', null)).toEqual({ a: { b: { c: { d: true } } } });
  });

  it('finds a prototype key inside a value, as own key or dotted key, without recursion', () => {
    expect(findUnsafePath(JSON.parse('{"a":{"__proto__":{"x":1}}}'), 'root')).toBe('root.a.__proto__');
    expect(findUnsafePath({ list: [{ 'b.constructor.c': 1 }] }, 'k')).toBe('k.list.0.b.constructor');
    expect(findUnsafePath({ fine: { nested: [1, { ok: true }] } }, 'k')).toBeNull();
    const deep = JSON.parse('{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000));
    expect(findUnsafePath(deep, '')).toBeNull();
  });
});

describe('JSON depth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'quote \\" [[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":'.repeat(MAX_JSON_DEPTH) + '1' + '}'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });
});

describe('legacy config overrides', () => {
  it('refuse inherited names instead of setting the merged record\'s prototype', () => {
    for (const text of ['{"__proto__":{"sign_up_enabled":false}}', '{"constructor":{}}', '{"toString":"x"}']) {
      expect(() => mergeProjectConfig(defaultProjectConfig(), JSON.parse(text))).toThrow(ProjectConfigError);
    }
  });
});
