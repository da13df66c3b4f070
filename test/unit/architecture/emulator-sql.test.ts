// Routes hold no SQL (issue 30, docs/architecture.md): every statement lives in the store of its resource.
// Read with the TypeScript parser, so comments and message strings that merely mention a word never count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listSources, ROOT } from './import-graph';
import { literalText, SQL_TEXT } from './sql-literals';

/** The methods that run SQL on a Database or Queryable (emulator/db/database.ts). */
const SQL_METHODS = new Set(['query', 'exec', 'transaction']);
/** Names a database handle goes by; `c.req.query()` (Hono) and `/re/.exec()` are not among them. */
const DB_NAMES = /^(db|tx|trx|database|queryable|pool)$/i;
function receiverName(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return null;
}

/** Every place `source` runs SQL, as `file:line what`. */
export function findSql(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { name, expression } = node.expression;
      const receiver = receiverName(expression);
      if (SQL_METHODS.has(name.text) && receiver !== null && DB_NAMES.test(receiver)) found.push(`${where(node)} calls ${receiver}.${name.text}()`);
    }
    const text = literalText(node);
    if (text !== null && SQL_TEXT.test(text)) found.push(`${where(node)} holds SQL: ${text.replace(/\s+/g, ' ').slice(0, 60)}`);
    // A template's parts are visited as one literal above.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('emulator routes hold no SQL (one store per resource owns its statements)', () => {
  it('catches a query call, a transaction and a statement in a literal, not messages or Hono queries', () => {
    const sample = [
      "const rows = await db.query('SELECT id FROM users');",
      'await c.var.ctx.db.transaction(async (t) => t);',
      'const sql = `DELETE FROM teams WHERE id = ${id}`;',
      "// SELECT * FROM users WHERE id = 1 (a comment)",
      "throw new Error('cannot select from a team where you are not a member');",
      "const q = c.req.query('user_id'); const m = /x/.exec(s);",
    ].join('\n');
    expect(findSql('sample.ts', sample)).toEqual([
      'sample.ts:1 calls db.query()',
      'sample.ts:1 holds SQL: SELECT id FROM users',
      'sample.ts:2 calls db.transaction()',
      'sample.ts:3 holds SQL: DELETE FROM teams WHERE id = ',
    ]);
  });

  it('no file in emulator/routes/ runs SQL', () => {
    const files = listSources('emulator/routes');
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) => findSql(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
