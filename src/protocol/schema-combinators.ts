// Schemas the basic `s` builders cannot express: a value checked by a function, an extra rule on top
// of a schema, and objects told apart by a tag field (e.g. `{type: "shared"} | {type: "standard", ...}`).
import type { Schema } from './schema';

/** A schema from a check function (called only for defined values), with optional()/nullable(). */
export function custom<T>(check: (value: unknown, path: string, errors: string[]) => T, required = true): Schema<T> {
  return {
    check(value, path, errors) {
      if (value === undefined) {
        if (required) errors.push(`${path} must be defined`);
        return undefined as T;
      }
      return check(value, path, errors);
    },
    optional: () => custom<T | undefined>(check, false),
    nullable: () => custom<T | null>((value, path, errors) => (value === null ? null : check(value, path, errors)), required),
  };
}

/** `base`, then `rule` on values that passed it; the rule returns its problem, a list of them, or null. */
export function refine<T>(base: Schema<T>, rule: (value: T, path: string) => string | readonly string[] | null): Schema<T> {
  return custom((value, path, errors) => {
    const before = errors.length;
    const checked = base.check(value, path, errors);
    if (errors.length === before) {
      const problem = rule(checked, path);
      if (typeof problem === 'string') errors.push(problem);
      else if (problem !== null) errors.push(...problem);
    }
    return checked;
  });
}

type Variants = Record<string, Schema<unknown>>;
type VariantType<V extends Variants> = { [K in keyof V]: V[K] extends Schema<infer T> ? T : never }[keyof V];

/** An object whose `tag` field picks which schema checks it; an unknown tag fails like an enum. */
export function taggedUnion<V extends Variants>(tag: string, variants: V): Schema<VariantType<V>> {
  const names = Object.keys(variants);
  return custom((value, path, errors) => {
    const tagValue = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[tag] : undefined;
    const variant = typeof tagValue === 'string' && Object.hasOwn(variants, tagValue) ? variants[tagValue] : undefined;
    if (!variant) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) errors.push(`${path} must be an object`);
      else errors.push(`${path}.${tag} must be one of the following values: ${names.join(', ')}`);
      return value as VariantType<V>;
    }
    return variant.check(value, path, errors) as VariantType<V>;
  });
}
