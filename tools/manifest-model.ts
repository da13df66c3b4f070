// Builds custom-elements.json (Custom Elements Manifest, schema 2.1) from widget/definitions: values
// from the definitions themselves, descriptions from their JSDoc.

import type { Attribute, CssCustomProperty, CssPart, CustomElementDeclaration, CustomElementField, Event, JavaScriptModule, Package } from 'custom-elements-manifest/schema';
import { darkColors, themeTokens, type ColorRole } from '../src/react/theme/tokens';
import { ATTRIBUTES, ELEMENT_DEFINITIONS, SESSION_EVENTS } from '../widget/definitions';
import { CSS_PROPERTIES } from '../widget/definitions/css-properties';
import { PARTS } from '../widget/definitions/parts';
import { CONSOLE_ATTRIBUTE_DEFINITIONS, CONSOLE_EVENT_DEFINITIONS, projectAdmin } from '../widget/definitions/project-admin';
import type { AttributeDefinition, ElementDefinition, EventDefinition } from '../widget/definitions/types';
import { readFileDocs, required, type Doc, type FileDocs } from './manifest-docs';

export const END_USER_MODULE = 'dist/stack-elements.js';
export const ADMIN_MODULE = 'dist/stack-admin.js';

/** `stack-sign-in` -> `StackSignInElement`: the class name in the manifest and the typings. */
export function classNameOf(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Element`;
}

interface Catalogs {
  attributes: Readonly<Record<string, AttributeDefinition>>;
  attributeDocs: (key: string) => Doc | undefined;
  events: ReadonlyMap<string, { definition: EventDefinition; doc: Doc | undefined }>;
  elementFile: (definition: ElementDefinition) => string;
  elementConst: (definition: ElementDefinition) => string;
}

const partDocs = readFileDocs('widget/definitions/parts.ts');
const cssDocs = readFileDocs('widget/definitions/css-properties.ts');

function attributeType(definition: AttributeDefinition, doc: Doc): string {
  const values = doc.tags.values;
  if (values) return values.split('|').map((v) => `'${v.trim()}'`).join(' | ');
  return definition.kind;
}

function declarationOf(definition: ElementDefinition, catalogs: Catalogs): CustomElementDeclaration {
  const file = catalogs.elementFile(definition);
  const elementDoc = required(readFileDocs(file).variables.get(catalogs.elementConst(definition)), `<${definition.tag}> (${file})`);
  const attributes: Attribute[] = [];
  const members: CustomElementField[] = [];
  for (const key of definition.attributes) {
    const attribute = catalogs.attributes[key];
    if (!attribute) throw new Error(`<${definition.tag}>: unknown attribute property ${key}`);
    const doc = required(catalogs.attributeDocs(key), `attribute ${attribute.attribute}`);
    const type = { text: attributeType(attribute, doc) };
    const defaultValue = doc.tags.default;
    const description = `${doc.description} Script tag fallback: \`data-${attribute.attribute}\`.`;
    attributes.push({ name: attribute.attribute, fieldName: key, type, description, ...(defaultValue ? { default: defaultValue } : {}) });
    if (attribute.ownProperty === false) continue;
    members.push({
      kind: 'field',
      name: key,
      type: { text: attribute.kind === 'boolean' ? 'boolean' : `${type.text} | null` },
      description: doc.description,
      attribute: attribute.attribute,
      reflects: true,
    });
  }
  const events: Event[] = definition.events.map((name) => {
    const entry = catalogs.events.get(name);
    if (!entry) throw new Error(`<${definition.tag}>: unknown event ${name}`);
    return { name, type: { text: `CustomEvent<${entry.definition.detail}>` }, description: required(entry.doc, `event ${name}`).description };
  });
  const cssParts: CssPart[] = definition.parts.map((name) => ({ name, description: required(partDocs.entries.get(`PARTS.${name}`), `part ${name}`).description }));
  const cssProperties: CssCustomProperty[] = definition.themed
    ? Object.keys(CSS_PROPERTIES).map((name) => {
        const token = name as keyof typeof themeTokens;
        const dark = darkColors[name.slice('--stack-'.length) as ColorRole];
        const description = required(cssDocs.entries.get(`CSS_PROPERTIES.${name}`), `CSS property ${name}`).description;
        return { name, default: themeTokens[token], description: dark ? `${description} Dark theme: \`${dark}\`.` : description };
      })
    : [];
  return {
    kind: 'class',
    customElement: true,
    name: classNameOf(definition.tag),
    tagName: definition.tag,
    description: elementDoc.description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes,
    members,
    events,
    cssParts,
    cssProperties,
    slots: definition.slots.map((name) => ({ name, description: '' })),
  };
}

function moduleOf(path: string, definitions: readonly ElementDefinition[], catalogs: Catalogs): JavaScriptModule {
  const declarations = definitions.map((definition) => declarationOf(definition, catalogs));
  return {
    kind: 'javascript-module',
    path,
    declarations,
    exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName ?? '', declaration: { name: d.name, module: path } })),
  };
}

function eventCatalog(file: string, constName: string, events: Readonly<Record<string, EventDefinition>>): Catalogs['events'] {
  const docs: FileDocs = readFileDocs(file);
  return new Map(Object.entries(events).map(([key, definition]) => [definition.name, { definition, doc: docs.entries.get(`${constName}.${key}`) }]));
}

const fileOfConst = (definition: ElementDefinition): string => `widget/definitions/${definition.tag.replace(/^stack-/, '')}.ts`;

export function buildManifest(): Package {
  const attributeDocs = readFileDocs('widget/definitions/attributes.ts');
  const adminDocs = readFileDocs('widget/definitions/project-admin.ts');
  const endUser: Catalogs = {
    attributes: ATTRIBUTES,
    attributeDocs: (key) => attributeDocs.entries.get(`ATTRIBUTES.${key}`),
    events: eventCatalog('widget/definitions/events.ts', 'SESSION_EVENTS', SESSION_EVENTS),
    elementFile: fileOfConst,
    elementConst: (definition) => definition.tag.replace(/^stack-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  };
  const admin: Catalogs = {
    attributes: CONSOLE_ATTRIBUTE_DEFINITIONS,
    attributeDocs: (key) => adminDocs.entries.get(`CONSOLE_ATTRIBUTE_DEFINITIONS.${key}`),
    events: new Map([...endUser.events, ...eventCatalog('widget/definitions/project-admin.ts', 'CONSOLE_EVENT_DEFINITIONS', CONSOLE_EVENT_DEFINITIONS)]),
    elementFile: fileOfConst,
    elementConst: () => 'projectAdmin',
  };
  return {
    schemaVersion: '2.1.0',
    modules: [moduleOf(END_USER_MODULE, ELEMENT_DEFINITIONS, endUser), moduleOf(ADMIN_MODULE, [projectAdmin], admin)],
  };
}

/** Every custom element declaration of a manifest, with its module path. */
export function elementsOf(manifest: Package): Array<CustomElementDeclaration & { module: string }> {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).filter((d): d is CustomElementDeclaration => 'customElement' in d && d.customElement === true).map((d) => ({ ...d, module: module.path })),
  );
}

/** The event detail type names a manifest uses (`CustomEvent<X>` -> X). */
export function detailTypeNames(manifest: Package): string[] {
  const names = elementsOf(manifest).flatMap((e) => (e.events ?? []).map((ev) => /^CustomEvent<(\w+)>$/.exec(ev.type.text)?.[1] ?? ''));
  return [...new Set(names)];
}
