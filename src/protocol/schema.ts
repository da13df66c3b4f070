// A small validator for wire bodies. One schema gives the TypeScript type (Infer) to the client
// and the request validation, with the server's SCHEMA_ERROR wording (PROTOCOL.md §1.4), to the
// emulator. Validation collects every failure instead of stopping at the first.

import { isEmail, isLenientEmail } from './email';

export interface Schema<T> {
  /** Phantom field carrying the validated type; never set at run time. */
  readonly _type?: T;
  /** Validates `value` at `path` (e.g. `body.email`), pushing messages; returns the cleaned value. */
  check(value: unknown, path: string, errors: string[]): T;
  optional(): Schema<T | undefined>;
  nullable(): Schema<T | null>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Check<T> = (value: unknown, path: string, errors: string[]) => T;

function make<T>(check: Check<T>, required = true): Schema<T> {
  const schema: Schema<T> = {
    check(value, path, errors) {
      if (value === undefined) {
        if (required) errors.push(`${path} must be defined`);
        return undefined as T;
      }
      return check(value, path, errors);
    },
    optional: () => make<T | undefined>(check as Check<T | undefined>, false),
    nullable: () =>
      make<T | null>((value, path, errors) => (value === null ? null : check(value, path, errors)), required),
  };
  return schema;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StringRules {
  min?: number;
  max?: number;
  nonEmpty?: boolean;
  /** `true`: the address form the API accepts from people; `'stored'`: the lenient form of stored addresses (email.ts). */
  email?: boolean | 'stored';
  url?: boolean;
  uuid?: boolean;
  length?: number;
}

function string(rules: StringRules = {}): Schema<string> {
  return make((value, path, errors) => {
    if (typeof value !== 'string') {
      errors.push(`${path} must be a string`);
      return value as string;
    }
    if (rules.nonEmpty && value.length === 0) errors.push(`${path} must not be empty`);
    if (rules.length !== undefined && value.length !== rules.length)
      errors.push(`${path} must be exactly ${rules.length} characters`);
    if (rules.min !== undefined && value.length < rules.min) errors.push(`${path} must be at least ${rules.min} characters`);
    if (rules.max !== undefined && value.length > rules.max) errors.push(`${path} must be at most ${rules.max} characters`);
    if (rules.email && value.length > 0 && !(rules.email === 'stored' ? isLenientEmail(value) : isEmail(value))) errors.push(`${path} must be a valid email`);
    if (rules.uuid && !UUID_RE.test(value)) errors.push(`${path} must be a valid UUID`);
    if (rules.url && !isUrl(value)) errors.push(`${path} is not a valid URL`);
    return value;
  });
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function number(rules: { min?: number; max?: number; integer?: boolean } = {}): Schema<number> {
  return make((value, path, errors) => {
    if (typeof value !== 'number' || Number.isNaN(value)) {
      errors.push(`${path} must be a number`);
      return value as number;
    }
    if (rules.integer && !Number.isInteger(value)) errors.push(`${path} must be an integer`);
    if (rules.min !== undefined && value < rules.min) errors.push(`${path} must be greater than or equal to ${rules.min}`);
    if (rules.max !== undefined && value > rules.max) errors.push(`${path} must be less than or equal to ${rules.max}`);
    return value;
  });
}

/** A boolean; `only` admits one value (the server's `oneOf([false])`, e.g. a user's is_anonymous). */
function boolean(rules: { only?: boolean } = {}): Schema<boolean> {
  return make((value, path, errors) => {
    if (typeof value !== 'boolean') errors.push(`${path} must be a boolean`);
    else if (rules.only !== undefined && value !== rules.only) errors.push(`${path} must be one of the following values: ${rules.only}`);
    return value as boolean;
  });
}

/** Any JSON value, null included. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function json(): Schema<Json> {
  return make((value) => value as Json);
}

function literal<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return make((value, path, errors) => {
    if (typeof value !== 'string' || !values.includes(value))
      errors.push(`${path} must be one of the following values: ${values.join(', ')}`);
    return value as V[number];
  });
}

/** An array; `min` / `max` bound its length (the server's wording for batch limits). */
function array<T>(item: Schema<T>, rules: { min?: number; max?: number } = {}): Schema<T[]> {
  return make((value, path, errors) => {
    if (!Array.isArray(value)) {
      errors.push(`${path} must be an array`);
      return value as T[];
    }
    if (rules.min !== undefined && value.length < rules.min) errors.push(`${path} field must have at least ${rules.min} items`);
    if (rules.max !== undefined && value.length > rules.max) errors.push(`${path} field must have less than or equal to ${rules.max} items`);
    return value.map((entry, i) => item.check(entry, `${path}[${i}]`, errors));
  });
}

/** One of several shapes, the first that fits; a value fitting none reports the closest shape's failures. */
function union<const O extends readonly Schema<unknown>[]>(...options: O): Schema<Infer<O[number]>> {
  return make((value, path, errors) => {
    let closest: string[] | null = null;
    for (const option of options) {
      const attempt = sameMode(errors);
      const checked = option.check(value, path, attempt);
      if (attempt.length === 0) return checked as Infer<O[number]>;
      if (closest === null || attempt.length < closest.length) closest = attempt;
    }
    errors.push(...(closest ?? [`${path} matches no shape`]));
    return value as Infer<O[number]>;
  });
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
export type InferShape<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/** An object whose unknown keys are rejected, as on the real server (allowed when reading an answer). */
function object<S extends Shape>(shape: S): Schema<InferShape<S>> & { shape: S } {
  const schema = make<InferShape<S>>((value, path, errors) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(`${path} must be an object`);
      return value as InferShape<S>;
    }
    const input = value as Record<string, unknown>;
    // Own keys only: `in` would let `constructor`, `toString` or `__proto__` pass as known (inherited).
    const unknown = Object.keys(input).filter((key) => !Object.hasOwn(shape, key));
    if (unknown.length > 0 && !(errors as Problems).allowUnknownKeys) errors.push(`${path} contains unknown properties: ${unknown.join(', ')}`);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      // Own values only: an inherited one (a polluted Object.prototype) must read as absent.
      const checked = field.check(Object.hasOwn(input, key) ? input[key] : undefined, `${path}.${key}`, errors);
      if (checked !== undefined) out[key] = checked;
    }
    return out as InferShape<S>;
  });
  return Object.assign(schema, { shape });
}

/**
 * The list a check pushes its messages to. Reading a server's answer allows unknown keys (a newer server
 * adds fields); the flag rides on the list so every nested and custom check passes it on unchanged.
 */
type Problems = string[] & { allowUnknownKeys?: boolean };

function sameMode(errors: string[]): string[] {
  const list: Problems = [];
  if ((errors as Problems).allowUnknownKeys) list.allowUnknownKeys = true;
  return list;
}

/** The problems of a value a server sent: every field the schema names is checked, extra fields are allowed. */
export function answerProblems(schema: Schema<unknown>, value: unknown, path = 'answer'): string[] {
  const errors: Problems = Object.assign([], { allowUnknownKeys: true });
  schema.check(value, path, errors);
  return [...errors];
}

export const s = { string, number, boolean, json, literal, array, object, union };

/** The SCHEMA_ERROR text for a list of failures (PROTOCOL.md §1.4). */
export function formatSchemaErrors(method: string, pathname: string, errors: string[]): string {
  return [`Request validation failed on ${method} ${pathname}:`, ...errors.map((e) => `  - ${e}`)].join('\n');
}
