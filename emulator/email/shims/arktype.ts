// A small stand-in for `arktype`, which Stack Auth's templates use to declare `variablesSchema`:
// `type({ key: "string", "optional?": "number" })` checks plain keyword types and drops undeclared keys;
// anything it does not know is accepted. Enough to render templates written for Stack Auth.

export class ArkErrors extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ArkErrors';
  }
  get summary(): string {
    return this.message;
  }
}

type Definition = string | { [key: string]: Definition };
type Validator = ((data: unknown) => unknown) & { infer: unknown; errors: typeof ArkErrors };

function matches(def: string, value: unknown): boolean {
  return def.split('|').some((raw) => {
    const part = raw.trim();
    if (part.endsWith('[]')) return Array.isArray(value) && value.every((v) => matches(part.slice(0, -2), v));
    const keyword = part.split('.')[0] ?? part;
    switch (keyword) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'undefined':
        return value === undefined;
      case 'object':
        return typeof value === 'object' && value !== null;
      default:
        return true;
    }
  });
}

function check(def: Definition, value: unknown, path: string, problems: string[]): unknown {
  if (typeof def === 'string') {
    if (!matches(def, value)) problems.push(`${path || 'value'} must be ${def} (was ${value === undefined ? 'missing' : typeof value})`);
    return value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${path || 'value'} must be an object`);
    return value;
  }
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [rawKey, sub] of Object.entries(def)) {
    const optional = rawKey.endsWith('?');
    const key = optional ? rawKey.slice(0, -1) : rawKey;
    if (input[key] === undefined && optional) continue;
    out[key] = check(sub, input[key], path ? `${path}.${key}` : key, problems);
  }
  return out;
}

export function type(def: Definition): Validator {
  const validate = (data: unknown): unknown => {
    const problems: string[] = [];
    const out = check(def, data, '', problems);
    return problems.length > 0 ? new ArkErrors(problems) : out;
  };
  return Object.assign(validate, { infer: undefined as unknown, errors: ArkErrors });
}
type.errors = ArkErrors;
