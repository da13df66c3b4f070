// POST /emails/send-email's body is one of three shapes (the real API's union): html, template_id (with
// variables) or draft_id, each with the common fields. A body that fits none is a SCHEMA_ERROR that lists,
// per shape, what is missing, a theme_id that is no theme id, and the keys that shape does not know.
import { formatSchemaErrors } from '../../src/protocol/schema';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each shape: its required key and the keys only it has. */
const SHAPES = [
  { key: 'html', own: ['html'] },
  { key: 'template_id', own: ['template_id', 'variables'] },
  { key: 'draft_id', own: ['draft_id'] },
] as const;
const SHAPE_KEYS = new Set<string>(SHAPES.flatMap((shape) => shape.own));

/** A theme id as the body may give it: absent, null, false or a UUID. */
export function isThemeIdValue(value: unknown): value is string | false | null | undefined {
  return value === undefined || value === null || value === false || (typeof value === 'string' && UUID_RE.test(value));
}

/** The SCHEMA_ERROR message for a body that fits no shape, or null when one fits. */
export function sendEmailShapeError(method: string, pathname: string, body: Record<string, unknown>): string | null {
  const themeInvalid = !isThemeIdValue(body.theme_id);
  const given = Object.keys(body).filter((k) => body[k] !== undefined);
  const perShape = SHAPES.map((shape) => {
    const problems: string[] = [];
    if (body[shape.key] === undefined) problems.push(`body.${shape.key} must be defined`);
    if (themeInvalid) problems.push('body.theme_id is invalid');
    const unknown = given.filter((k) => SHAPE_KEYS.has(k) && !(shape.own as readonly string[]).includes(k));
    if (unknown.length > 0) problems.push(`body contains unknown properties: ${unknown.join(', ')}`);
    return problems;
  });
  if (perShape.some((problems) => problems.length === 0)) return null;
  const detail = perShape.flatMap((problems, i) => [`    Schema ${i}:`, ...problems.map((p) => `      ${p}`)]);
  return formatSchemaErrors(method, pathname, [['body is not matched by any of the provided schemas:', ...detail].join('\n')]);
}
