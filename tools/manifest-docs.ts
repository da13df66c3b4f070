// Reads what the definitions say only in comments: the JSDoc of exported constants and of their
// object-literal entries (widget/definitions), and the TypeScript declarations of event detail types.

import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Doc {
  description: string;
  tags: Record<string, string>;
}

export interface FileDocs {
  /** JSDoc of each top-level `const`. */
  variables: Map<string, Doc>;
  /** JSDoc of each entry of a top-level object literal, keyed `<const>.<key>`. */
  entries: Map<string, Doc>;
}

function docOf(node: ts.Node): Doc | undefined {
  const jsDocs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const jsDoc = jsDocs[jsDocs.length - 1];
  if (!jsDoc) return undefined;
  const tags: Record<string, string> = {};
  for (const tag of jsDoc.tags ?? []) tags[tag.tagName.text] = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
  return { description: (ts.getTextOfJSDocComment(jsDoc.comment) ?? '').replace(/\s*\n\s*/g, ' ').trim(), tags };
}

/** The object literal behind `x as const`, `x satisfies T`, `(x)` and `define({...})`. */
function objectLiteralOf(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  let current = node;
  while (current) {
    if (ts.isObjectLiteralExpression(current)) return current;
    if (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) current = current.expression;
    else if (ts.isCallExpression(current)) current = current.arguments[0];
    else return undefined;
  }
  return undefined;
}

function keyOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The JSDoc of a definitions file (path relative to the repository root). */
export function readFileDocs(path: string): FileDocs {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const docs: FileDocs = { variables: new Map(), entries: new Map() };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const name = declaration.name.text;
      const doc = docOf(declaration);
      if (doc) docs.variables.set(name, doc);
      for (const property of objectLiteralOf(declaration.initializer)?.properties ?? []) {
        const key = ts.isPropertyAssignment(property) ? keyOf(property.name) : undefined;
        const entryDoc = key === undefined ? undefined : docOf(property);
        if (key !== undefined && entryDoc) docs.entries.set(`${name}.${key}`, entryDoc);
      }
    }
  }
  return docs;
}

/** A description that must exist: the generator refuses undocumented definitions. */
export function required(doc: Doc | undefined, what: string): Doc {
  if (!doc?.description) throw new Error(`${what} has no JSDoc description`);
  return doc;
}

const PRINT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/**
 * Standalone declarations of the named detail types (exported by the given modules) and of every type
 * of this repository they reference (PublicUser, Team, Json…), so the typings import nothing.
 * Aliases of computed types (Omit<…>) are flattened into interfaces.
 */
export function detailDeclarations(modules: readonly string[], names: readonly string[]): string {
  const program = ts.createProgram(
    modules.map((m) => join(ROOT, m)),
    { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, noEmit: true, resolveJsonModule: true },
  );
  const checker = program.getTypeChecker();
  const exported = new Map<string, ts.Symbol>();
  for (const module of modules) {
    const file = program.getSourceFile(join(ROOT, module));
    const symbol = file && checker.getSymbolAtLocation(file);
    if (!symbol) throw new Error(`cannot read ${module}`);
    for (const s of checker.getExportsOfModule(symbol)) exported.set(s.name, s);
  }
  const out = new Map<string, string>();
  const inRepo = (node: ts.Node): boolean => {
    const file = relative(ROOT, node.getSourceFile().fileName);
    return !file.startsWith('node_modules') && !file.startsWith('..');
  };
  const emitSource = (declaration: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): void => {
    const name = declaration.name.text;
    if (out.has(name)) return;
    out.set(name, '');
    const jsDoc = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).map((d) => d.getText()).join('\n');
    const text = declaration.getText().replace(/^export\s+/, '');
    out.set(name, `${jsDoc ? `${jsDoc}\n` : ''}export ${text}`);
    // Pull in the repository's types this one names.
    const visit = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node)) {
        let symbol = checker.getSymbolAtLocation(node.typeName);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const target = symbol?.declarations?.find((d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d));
        if (target && inRepo(target)) emitSource(target as ts.InterfaceDeclaration | ts.TypeAliasDeclaration);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(declaration, visit);
  };
  for (const name of names) {
    const symbol = exported.get(name);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target?.declarations?.find((d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d));
    if (!target || !declaration) throw new Error(`event detail type ${name} is not exported by ${modules.join(' or ')}`);
    if (ts.isInterfaceDeclaration(declaration) || ts.isTypeLiteralNode(declaration.type)) {
      emitSource(declaration);
      continue;
    }
    // A computed alias (Omit<Extract<…>>): print its resolved properties.
    const type = checker.getDeclaredTypeOfSymbol(target);
    const jsDoc = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).map((d) => d.getText()).join('\n');
    const members = checker.getPropertiesOfType(type).map((p) => {
      const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `  ${p.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbol(p), undefined, PRINT_FLAGS)};`;
    });
    out.set(name, `${jsDoc ? `${jsDoc}\n` : ''}export interface ${name} {\n${members.join('\n')}\n}`);
  }
  return [...out.values()].join('\n\n');
}
