// The schema validator's object rule: unknown keys are refused, including keys named like the
// built-in properties every object inherits (own properties of the shape only).
import { describe, expect, it } from 'vitest';
import { s } from '../../../src/protocol/schema';

const body = s.object({ display_name: s.string().optional() });

function failures(value: unknown): string[] {
  const errors: string[] = [];
  body.check(value, 'body', errors);
  return errors;
}

describe('s.object unknown keys', () => {
  it('accepts the declared keys', () => {
    expect(failures({ display_name: 'Ada' })).toEqual([]);
    expect(failures({})).toEqual([]);
  });

  it('refuses an ordinary unknown key', () => {
    expect(failures({ display_name: 'Ada', nope: 1 })).toEqual(['body contains unknown properties: nope']);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'])(
    'refuses %s, which every object inherits',
    (key) => {
      expect(failures(JSON.parse(`{"${key}": "x"}`))).toEqual([`body contains unknown properties: ${key}`]);
    },
  );

  it('refuses "__proto__" from a JSON body (an own key after JSON.parse) and does not pollute', () => {
    const parsed: unknown = JSON.parse('{"display_name":"Ada","__proto__":{"polluted":true}}');
    expect(Object.keys(parsed as object)).toContain('__proto__');
    expect(failures(parsed)).toEqual(['body contains unknown properties: __proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lists every unknown key, built-in names among them, at nested levels too', () => {
    const nested = s.object({ inner: s.object({ a: s.number() }) });
    const errors: string[] = [];
    nested.check(JSON.parse('{"inner":{"a":1,"constructor":{},"toString":2},"hasOwnProperty":3}'), 'body', errors);
    expect(errors).toEqual([
      'body contains unknown properties: hasOwnProperty',
      'body.inner contains unknown properties: constructor, toString',
    ]);
  });

  it('gives the handler only declared keys (no inherited or polluting ones)', () => {
    const errors: string[] = [];
    const out = body.check(JSON.parse('{"display_name":"Ada"}'), 'body', errors) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['display_name']);
  });
});
