// @vitest-environment happy-dom
// custom-elements.json, the tables of docs/elements.md and widget/types must say what the code does: regenerated
// output equals the committed files, and the runtime's tags, attributes, properties, events, parts and
// CSS custom properties match the manifest both ways.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { describe, expect, it } from 'vitest';
import { themeTokens } from '../../../src/react/theme/tokens';
import { CONSOLE_ATTRIBUTES } from '../../../widget/admin/config';
import { CONSOLE_EVENTS } from '../../../widget/admin/events';
import { CONSOLE_TAG, defineProjectAdmin } from '../../../widget/admin/project-admin-element';
import { BOOLEAN_KEYS, CONFIG_ATTRIBUTES } from '../../../widget/config';
import { createElementClasses, ELEMENT_TAGS } from '../../../widget/elements';
import { STACK_EVENTS } from '../../../widget/events';
import { ROOT } from '../../../tools/manifest-docs';
import { ADMIN_MODULE, END_USER_MODULE } from '../../../tools/manifest-model';
import { generateAll, staleFiles } from '../../../tools/manifest';

const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as Package;
const declarationsOf = (path: string): CustomElementDeclaration[] =>
  (manifest.modules.find((m) => m.path === path)?.declarations ?? []) as CustomElementDeclaration[];
const endUser = declarationsOf(END_USER_MODULE);
const admin = declarationsOf(ADMIN_MODULE);
const all = [...endUser, ...admin];
const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const reactSources = sourceFiles('src/react').map((path) => readFileSync(join(ROOT, path), 'utf8'));

/** Every part name src/react renders: part="a b", part: 'a', part={x ? 'a' : …}, and button-${variant} over ButtonVariant. */
function partsInSource(): string[] {
  const names: string[] = [];
  const variants = /export type ButtonVariant = ([^;]+);/.exec(readFileSync(join(ROOT, 'src/react/ui/button.tsx'), 'utf8'))?.[1] ?? '';
  const buttonVariants = [...variants.matchAll(/'([a-z-]+)'/g)].map((m) => m[1] ?? '').filter((v) => v !== 'link' && v !== 'ghost');
  for (const text of reactSources) {
    for (const m of text.matchAll(/\bpart="([^"]+)"/g)) names.push(...(m[1] ?? '').split(/\s+/));
    for (const m of text.matchAll(/\bpart: '([^']+)'/g)) names.push(...(m[1] ?? '').split(/\s+/));
    for (const m of text.matchAll(/\bpart=\{([^}]*)\}/g)) for (const s of (m[1] ?? '').matchAll(/'([a-z-]+)'/g)) names.push(s[1] ?? '');
    // `button button-${variant}`: the variants that carry a part of their own.
    if (/`button button-\$\{variant\}`/.test(text)) names.push('button', ...buttonVariants.map((v) => `button-${v}`));
  }
  return sorted(names.filter(Boolean));
}

describe('the committed manifest, docs/elements.md tables and typings', () => {
  it('equal what the definitions generate (run `npm run manifest` after changing widget/definitions)', () => {
    expect(staleFiles()).toEqual([]);
  }, 60_000);

  it('notice a change: a page without the marker blocks cannot be generated', () => {
    expect(() => generateAll('# no markers')).toThrow(/elements:attributes/);
  }, 60_000);

  it('is a Custom Elements Manifest 2.x with one module per script', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules.map((m) => m.path)).toEqual([END_USER_MODULE, ADMIN_MODULE]);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { customElements?: string };
    expect(pkg.customElements).toBe('custom-elements.json');
  });

  it('validates against the schema of the custom-elements-manifest package', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'node_modules/custom-elements-manifest/schema.json'), 'utf8')) as object;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const valid = validate(manifest);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The validator refuses what breaks the schema (a module without its path).
    const broken = structuredClone(manifest) as { modules: Array<{ path?: string }> };
    delete broken.modules[0]!.path;
    expect(validate(broken)).toBe(false);
  });
});

describe('manifest and code agree', () => {
  it('every tag the runtime defines is in the manifest, and no other', () => {
    expect(sorted(endUser.map((d) => d.tagName ?? ''))).toEqual(sorted(ELEMENT_TAGS));
    expect(admin.map((d) => d.tagName)).toEqual([CONSOLE_TAG]);
  });

  it("each element observes exactly its documented attributes and has a property per documented field", () => {
    const classes = createElementClasses() as Record<string, CustomElementConstructor & { observedAttributes: string[] }>;
    defineProjectAdmin();
    const adminClass = customElements.get(CONSOLE_TAG) as CustomElementConstructor & { observedAttributes: string[] };
    for (const declaration of all) {
      const tag = declaration.tagName ?? '';
      const elementClass = tag === CONSOLE_TAG ? adminClass : classes[tag];
      expect(elementClass, tag).toBeDefined();
      expect(sorted(elementClass!.observedAttributes), tag).toEqual(sorted((declaration.attributes ?? []).map((a) => a.name)));
      for (const member of declaration.members ?? []) expect(member.name in elementClass!.prototype, `${tag}.${member.name}`).toBe(true);
    }
  });

  it('every attribute the runtime reads is documented with its property, kind and script fallback, and vice versa', () => {
    const documented = new Map(endUser.flatMap((d) => d.attributes ?? []).map((a) => [a.fieldName ?? '', a]));
    expect(sorted(documented.keys())).toEqual(sorted(Object.keys(CONFIG_ATTRIBUTES)));
    for (const [key, attribute] of Object.entries(CONFIG_ATTRIBUTES)) {
      expect(documented.get(key)?.name, key).toBe(attribute);
      expect(documented.get(key)?.description, key).toContain(`data-${attribute}`);
    }
    const booleans = [...documented.values()].filter((a) => a.type?.text === 'boolean').map((a) => a.fieldName ?? '');
    expect(sorted(booleans)).toEqual(sorted(BOOLEAN_KEYS));
    const adminAttributes = (admin[0]?.attributes ?? []).map((a) => [a.fieldName, a.name]);
    expect(adminAttributes.sort()).toEqual(Object.entries(CONSOLE_ATTRIBUTES).sort());
  });

  it('every event the runtime dispatches is documented with its detail type, and vice versa', () => {
    const eventsOf = (declarations: CustomElementDeclaration[]): string[] => sorted(declarations.flatMap((d) => (d.events ?? []).map((e) => e.name)));
    expect(eventsOf(endUser)).toEqual(sorted(Object.values(STACK_EVENTS)));
    // The console fires its own events and, for the owner's sign-in and sign-out, the session events.
    expect(eventsOf(admin)).toEqual(sorted([...Object.values(CONSOLE_EVENTS), ...Object.values(STACK_EVENTS)]));
    const sources = readFileSync(join(ROOT, 'widget/events.ts'), 'utf8') + readFileSync(join(ROOT, 'widget/admin/events.ts'), 'utf8');
    for (const event of all.flatMap((d) => d.events ?? [])) {
      const detail = /^CustomEvent<(\w+)>$/.exec(event.type.text)?.[1];
      expect(detail, event.name).toBeDefined();
      expect(sources, `${event.name}: ${detail}`).toMatch(new RegExp(`export (interface|type) ${detail}\\b`));
      expect(event.description, event.name).toBeTruthy();
    }
  });

  it('every part src/react renders is documented on some element, and every documented part is rendered', () => {
    const documented = sorted(all.flatMap((d) => (d.cssParts ?? []).map((p) => p.name)));
    const rendered = partsInSource();
    expect(rendered.length).toBeGreaterThan(20);
    expect(documented).toEqual(rendered);
  });

  it('every CSS custom property of the theme and every --stack-* the styles read is documented', () => {
    // Code only: comments mention placeholder names such as --stack-x.
    const code = reactSources.map((text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
    const used = sorted(code.flatMap((text) => [...text.matchAll(/var\((--stack-[a-z-]+)/g)].map((m) => m[1] ?? '')));
    expect(used.length).toBeGreaterThan(10);
    const themed = all.filter((d) => (d.cssProperties ?? []).length > 0);
    expect(themed.length).toBe(all.length);
    for (const declaration of themed) {
      const names = sorted((declaration.cssProperties ?? []).map((p) => p.name));
      expect(names, declaration.tagName).toEqual(sorted(Object.keys(themeTokens)));
      for (const name of used) expect(names, `${declaration.tagName}: ${name}`).toContain(name);
    }
  });
});
