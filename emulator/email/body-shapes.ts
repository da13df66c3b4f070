// Bodies that are one of several shapes (the real API's union schemas): POST /emails/send-email (html,
// template_id with variables, or draft_id) and POST /emails/render-email (a template by id or source, with
// a theme by id or source). A body that fits no shape is a SCHEMA_ERROR that lists, per shape, the keys it
// misses (last declared first, as the real API's validator walks them), a theme_id that is no theme id,
// and the keys it does not know, in the body's order.
import { formatSchemaErrors } from '../../src/protocol/schema';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Shape {
  /** Required keys, in declaration order. */
  required: readonly string[];
  /** Of the keys that tell shapes apart, those this shape has (the common ones are never unknown). */
  own: readonly string[];
  /** Whether the shape has a theme_id field (checked to be a theme id). */
  themeId: boolean;
}

/** A theme id as a body may give it: absent, null, false or a UUID. */
export function isThemeIdValue(value: unknown): value is string | false | null | undefined {
  return value === undefined || value === null || value === false || (typeof value === 'string' && UUID_RE.test(value));
}

function unionError(method: string, pathname: string, body: Record<string, unknown>, shapes: readonly Shape[]): string | null {
  const distinguishing = new Set(shapes.flatMap((shape) => shape.own));
  const given = Object.keys(body).filter((k) => body[k] !== undefined);
  const perShape = shapes.map((shape) => {
    const problems = [...shape.required].reverse().filter((k) => body[k] === undefined).map((k) => `body.${k} must be defined`);
    if (shape.themeId && !isThemeIdValue(body.theme_id)) problems.push('body.theme_id is invalid');
    const unknown = given.filter((k) => distinguishing.has(k) && !shape.own.includes(k));
    if (unknown.length > 0) problems.push(`body contains unknown properties: ${unknown.join(', ')}`);
    return problems;
  });
  if (perShape.some((problems) => problems.length === 0)) return null;
  const detail = perShape.flatMap((problems, i) => [`    Schema ${i}:`, ...problems.map((p) => `      ${p}`)]);
  return formatSchemaErrors(method, pathname, [['body is not matched by any of the provided schemas:', ...detail].join('\n')]);
}

const SEND_SHAPES: readonly Shape[] = [
  { required: ['html'], own: ['html', 'theme_id'], themeId: true },
  { required: ['template_id'], own: ['template_id', 'variables', 'theme_id'], themeId: true },
  { required: ['draft_id'], own: ['draft_id', 'theme_id'], themeId: true },
];

const RENDER_SHAPES: readonly Shape[] = [
  { required: ['template_id'], own: ['template_id', 'theme_id'], themeId: true },
  { required: ['template_id', 'theme_tsx_source'], own: ['template_id', 'theme_tsx_source'], themeId: false },
  { required: ['template_tsx_source'], own: ['template_tsx_source', 'theme_id'], themeId: true },
  { required: ['template_tsx_source', 'theme_tsx_source'], own: ['template_tsx_source', 'theme_tsx_source'], themeId: false },
];

/** The SCHEMA_ERROR message for a send-email body that fits no shape, or null when one fits. */
export function sendEmailShapeError(method: string, pathname: string, body: Record<string, unknown>): string | null {
  return unionError(method, pathname, body, SEND_SHAPES);
}

/** The SCHEMA_ERROR message for a render-email body that fits no shape, or null when one fits. */
export function renderEmailShapeError(method: string, pathname: string, body: Record<string, unknown>): string | null {
  return unionError(method, pathname, body, RENDER_SHAPES);
}
