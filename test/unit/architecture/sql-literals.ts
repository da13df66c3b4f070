// The SQL statements written in a source file, read with the TypeScript parser (comments never count).
import ts from 'typescript';

/** A statement: an upper-case verb followed by its clause (messages are written in lower case). */
export const SQL_TEXT = /\b(SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(FROM|INTO|SET|WHERE)\b/;

export function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return null;
}

/** Every string or template in `source` that holds a statement, with its line. */
export function sqlStatements(file: string, source: string): { line: number; text: string }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null && SQL_TEXT.test(text)) found.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
    // A template's parts are read as one literal above.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
